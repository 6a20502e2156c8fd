import { SMTPServer } from 'smtp-server';

/** One e-mail as the test's SMTP server took it, for one recipient. */
export interface CaughtMail {
  to: string;
  subject: string;
  body: string;
}

/** An SMTP server on 127.0.0.1 that keeps every mail it is given (point a server's SMTP_URL at it). */
export interface SmtpInbox {
  url: string;
  mails: CaughtMail[];
  close(): Promise<void>;
}

/** A text mail as written: headers unfolded, quoted-printable soft breaks and escapes undone. */
function parseMail(raw: string, to: string): CaughtMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/im.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { to, subject, body };
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        for (const address of session.envelope.rcptTo) mails.push(parseMail(raw, address.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
