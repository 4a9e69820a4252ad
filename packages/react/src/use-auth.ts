/**
 * `useAuth()`: sign-in for a storefront. The state follows the SDK's login states (`INITIAL`,
 * `EMAIL_VERIFICATION_REQUIRED`, `MFA_REQUIRED`, `SUCCESS`, `FAILURE` …), every action resolves the state it
 * left and the {@link AuthError} when it failed, and the signed-in member comes from `useMember`. The
 * actions run as one TanStack mutation, which holds whether one is pending and how the last one failed.
 */
import { notifyManager, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  currentLoginState,
  type LoginParams,
  type RegisterParams,
  resendVerificationCode,
  type StateMachine,
  sendPasswordResetEmail,
} from "@vitrine/sdk/identity";
import { useCallback, useMemo, useState } from "react";
import { identityClientOf } from "./auth-client.js";
import { type AuthError, authErrorOf, authErrorOfState } from "./auth-errors.js";
import type { Member } from "./auth-member.js";
import { finishHostedLogin, startHostedLogin } from "./auth-redirect.js";
import { signOut } from "./auth-sign-out.js";
import { loginMember, registerMember, verifyMember } from "./auth-steps.js";
import { vitrineKeys } from "./query-keys.js";
import { useMember } from "./use-member.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/** What an action of {@link useAuth} resolves: the state it left and, when it failed, why. */
export interface AuthOutcome {
  state: StateMachine;
  error?: AuthError;
}

/** What {@link useAuth} returns. */
export interface Auth {
  /** The state the last step left (starts where an earlier page's step left it, e.g. waiting for a code). */
  state: StateMachine;
  /** Why the last action failed, until the next one starts. */
  error: AuthError | undefined;
  /** An action is running. */
  pending: boolean;
  /** The stored tokens are a member's (`false` while unknown). */
  loggedIn: boolean;
  /** The signed-in member, `null` for a visitor, `undefined` while unknown. */
  member: Member | null | undefined;
  /** Registers with e-mail, password and profile; `SUCCESS` signs in on the page. */
  register(params: RegisterParams): Promise<AuthOutcome>;
  /** Logs in with e-mail and password on the page (hidden-frame flow). */
  login(params: LoginParams): Promise<AuthOutcome>;
  /**
   * Sends the code the state waits for: the e-mailed one (`EMAIL_VERIFICATION_REQUIRED`) or the
   * authenticator app's (`MFA_REQUIRED`); `SUCCESS` signs in on the page.
   */
  verify(code: string): Promise<AuthOutcome>;
  /** E-mails the code again while the state is `EMAIL_VERIFICATION_REQUIRED`. */
  resendCode(): Promise<AuthOutcome>;
  /** E-mails a password-reset link leading to `redirectUri` (an allowed origin of the OAuth client). */
  sendPasswordReset(email: string, redirectUri: string): Promise<AuthOutcome>;
  /**
   * Signs out here (tokens and member are forgotten even when the request fails) and resolves the
   * hosted sign-out URL, which ends the hosted session and returns to `postFlowUrl`; `postFlowUrl`
   * itself, with `error`, when the hosted sign-out could not be prepared.
   */
  logout(postFlowUrl: string): Promise<AuthOutcome & { logoutUrl: string }>;
  /** The hosted sign-in page's URL; its answer comes to `callbackUrl` (see `finishHostedLogin`). */
  startHostedLogin(callbackUrl: string, originalUri?: string): Promise<string>;
  /**
   * On the callback page: exchanges the answer in `url` for member tokens and resolves `INITIAL`
   * (nothing waits) with the `originalUri` to return to, or the `error`.
   */
  finishHostedLogin(url: string): Promise<AuthOutcome & { originalUri?: string }>;
}

/** What an action's steps answer: the state they left (default: the SDK's current one) and why they failed. */
type StepAnswer = { state?: StateMachine; error?: AuthError };

/** An action run by {@link useAuth}'s mutation, with the state shown when it started. */
interface AuthStep {
  action: () => Promise<StepAnswer>;
  from: StateMachine;
}

const INITIAL: StateMachine = { loginState: "INITIAL" };
const WAITING_FOR_NOTHING: AuthError = {
  code: "codeExpired",
  message: "No sign-in is waiting for a verification code.",
};

/**
 * Sign-in state and actions. Actions never throw: a failure resolves with `error` (and sets it).
 *
 * @example
 * ```tsx
 * const auth = useAuth();
 * const { state, error } = await auth.login({ email, password });
 * if (state.loginState === "EMAIL_VERIFICATION_REQUIRED") navigate("/verify-email");
 * else if (error) show(messages[error.code]);
 * ```
 */
export function useAuth(): Auth {
  const client = identityClientOf(useVitrineClient());
  const queryClient = useQueryClient();
  const { data: member } = useMember();
  const [initial] = useState<StateMachine>(() => currentLoginState(client.auth));
  // Actions resolve their failures instead of throwing, whatever the query client's mutation
  // defaults: no retry (the SDK retries what is safe to), no error boundary, no waiting for `online`.
  const step = useMutation({
    mutationFn: async ({ action }: AuthStep): Promise<AuthOutcome> => {
      const result = await action();
      const next = result.state ?? currentLoginState(client.auth);
      const failure = result.error ?? (next.loginState === "FAILURE" ? authErrorOfState(next) : undefined);
      return { ...result, state: next, ...(failure ? { error: failure } : {}) };
    },
    retry: false,
    throwOnError: false,
    networkMode: "always",
  });
  // All three from the one mutation, so they change together: the state the last action left (while
  // one runs, or when it threw, the state it started from), its failure, and whether one runs.
  const state = step.data?.state ?? step.variables?.from ?? initial;
  const thrown = step.error;
  const error = useMemo(() => (thrown ? authErrorOf(thrown) : step.data?.error), [thrown, step.data]);
  const pending = step.isPending;
  const { mutateAsync } = step;

  const run = useCallback(
    async <Extra extends object>(
      action: () => Promise<StepAnswer & Extra>,
    ): Promise<AuthOutcome & Partial<Extra>> => {
      const outcome = await mutateAsync({ action, from: state }).catch(
        (e: unknown): AuthOutcome => ({ state: currentLoginState(client.auth), error: authErrorOf(e) }),
      );
      // TanStack tells the component on its next notification; resolve after it, so that once an
      // action has resolved the hook shows its outcome too.
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
      return outcome as AuthOutcome & Partial<Extra>; // with the action's own fields; each may be absent
    },
    [client, mutateAsync, state],
  );

  return useMemo<Auth>(
    () => ({
      state,
      error,
      pending,
      loggedIn: Boolean(member),
      member,
      register: (params) => run(async () => ({ state: await registerMember(client, params) })),
      login: (params) => run(async () => ({ state: await loginMember(client, params) })),
      verify: (code) =>
        run(async () => {
          const waiting = currentLoginState(client.auth);
          if (waiting.loginState !== "EMAIL_VERIFICATION_REQUIRED" && waiting.loginState !== "MFA_REQUIRED")
            return { state: INITIAL, error: WAITING_FOR_NOTHING };
          return { state: await verifyMember(client, code, waiting) };
        }),
      resendCode: () =>
        run(async () =>
          (await resendVerificationCode(client)) ? {} : { state: INITIAL, error: WAITING_FOR_NOTHING },
        ),
      sendPasswordReset: (email, redirectUri) =>
        run(async () => {
          await sendPasswordResetEmail(client, email, redirectUri);
          return {};
        }),
      logout: async (postFlowUrl) => {
        const outcome = await run(async () => ({ state: INITIAL, ...(await signOut(client, postFlowUrl)) }));
        await queryClient.invalidateQueries({ queryKey: vitrineKeys.member() });
        return { ...outcome, logoutUrl: outcome.logoutUrl ?? postFlowUrl };
      },
      startHostedLogin: (callbackUrl, originalUri) => startHostedLogin(client, callbackUrl, originalUri),
      finishHostedLogin: (url) =>
        run(async () => {
          const { tokens, originalUri } = await finishHostedLogin(client, url);
          await client.auth.setTokens(tokens);
          return { state: INITIAL, originalUri };
        }),
    }),
    [client, queryClient, run, state, error, pending, member],
  );
}
