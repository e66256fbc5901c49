// A mail server for the reminders' tests: smtp-server on 127.0.0.1, keeping each message as a mail
// client reads it (mailparser), and turning recipients away while told to.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on 127.0.0.1 that keeps what it receives; `refuse` makes it turn recipients away (451) meanwhile. */
export async function mailServer(): Promise<{ url: string; received: ParsedMail[]; refuse: boolean; close: () => Promise<void> }> {
  const state = { received: [] as ParsedMail[], refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          state.received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
