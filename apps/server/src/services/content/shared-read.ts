/**
 * `read`, shared by the callers that ask for it before it starts. A read starts on the event
 * loop's next turn (once the requests that arrived in this turn have asked) and after the
 * previous read has ended, so every caller still gets a read begun after its call — a write
 * finished before the call is seen — while under load one read serves a whole turn's requests.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let waiting: Promise<T> | undefined;
  let underWay: Promise<void> | undefined;

  const begin = (resolve: (value: T) => void, reject: (reason: unknown) => void) => {
    // From here on, a caller needs a read that starts after it: the next one.
    waiting = undefined;
    const reading = (async () => read())();
    reading.then(resolve, reject);
    const ended: Promise<void> = reading.then(
      () => {},
      () => {},
    );
    underWay = ended;
    void ended.then(() => {
      if (underWay === ended) underWay = undefined;
    });
  };

  return () => {
    waiting ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        if (underWay) void underWay.then(() => begin(resolve, reject));
        else begin(resolve, reject);
      });
    });
    return waiting;
  };
}
