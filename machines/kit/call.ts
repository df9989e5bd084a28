/**
 * The one way a chart makes a call: `fromPromise` whose answer counts only while its call does.
 *
 * XState stops an invoked promise by aborting its signal, and a root actor can be stopped and
 * started again from its snapshot: `@xstate/react` does it whenever React runs an effect's cleanup
 * and the effect again on the same component (StrictMode in development; `<Activity>`, Suspense
 * and fast remounts in production). On the restart the promise actor, still "active" in the
 * snapshot, runs its call again with a fresh signal, while the first call's promise goes on. That
 * first promise then rejects with the abort (or resolves late), and XState delivers it to the
 * restarted actor as the invocation's answer: the chart takes "aborted" for a failed call (the
 * quote form's "We could not start your quote right now" on every first load under `npm start`).
 *
 * Here a call whose signal was aborted never settles, so only the call of the running actor
 * answers. ESLint keeps `fromPromise` out of the charts (eslint.config.js): every call goes
 * through `fromCall`.
 */
import { fromPromise, type PromiseActorLogic } from 'xstate';

type Creator<TOutput, TInput> = Parameters<typeof fromPromise<TOutput, TInput>>[0];

/** A promise that never settles: what a stopped call answers. */
const unanswered = <T>(): Promise<T> => new Promise<T>(() => undefined);

export function fromCall<TOutput, TInput = unknown>(creator: Creator<TOutput, TInput>): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>((args) => {
    const { signal } = args;
    return Promise.resolve(creator(args)).then(
      (output) => (signal.aborted ? unanswered<TOutput>() : output),
      (error: unknown) => (signal.aborted ? unanswered<TOutput>() : Promise.reject(error)),
    );
  });
}
