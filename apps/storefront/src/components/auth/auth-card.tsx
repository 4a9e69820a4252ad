/** The frame of a sign-in page: a titled card with a lead text, the form, and links below it. */
import type { ReactNode } from "react";

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** A narrow card centred on the page. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className="auth-card__title">
        {title}
      </h1>
      {lead ? <p className="auth-card__lead">{lead}</p> : null}
      {children}
      {footer ? <div className="auth-card__footer">{footer}</div> : null}
    </section>
  );
}
