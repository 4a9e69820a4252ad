-- The sender of each e-mail in the dev mailbox: the store's name at the
-- configured address (`src/mail/mail-sender.ts`), as the SMTP copy is sent.
-- E-mails stored before this column came from the emulator's old fixed sender.

alter table mailbox add column from_address text not null
  default 'Vitrine emulator <emulator@vitrine.localhost>';
alter table mailbox alter column from_address drop default;
