// The inside of the app's Web Workers (a spreadsheet read, the price import's check, quick order's
// list): each gets one message from the page and posts back one answer; runInWorker (readInWorker.ts)
// is the page's side, which ends the worker on its answer, on cancel or after too long.

/**
 * Answers every message this worker gets with `answer`'s result. An error thrown is the worker's error
 * (the page's `failed`); an answer given later (a promise) should catch its own failures.
 */
export function answerMessages<Request, Reply>(answer: (request: Request) => Reply | Promise<Reply>): void {
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<Request>) => void) | null;
    postMessage(reply: Reply): void;
  };
  scope.onmessage = (event) => {
    const reply = answer(event.data);
    if (reply instanceof Promise) void reply.then((later) => scope.postMessage(later));
    else scope.postMessage(reply);
  };
}
