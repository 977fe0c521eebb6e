import nodemailer from 'nodemailer';
import type { NotifyChannel, NotifyMessage } from './types';

/** E-mail over SMTP (nodemailer); one pooled transport per process, closed with the app. */
export function emailChannel(url: string, from: string): NotifyChannel {
  const transport = nodemailer.createTransport(url);
  return {
    provider: 'smtp',
    async send(message: NotifyMessage) {
      try {
        const info = await transport.sendMail({ from, to: message.to, subject: message.title, text: message.body });
        return { ok: info.rejected.length === 0, detail: info.messageId ?? 'sent' };
      } catch (error) {
        return { ok: false, detail: (error as Error).message };
      }
    },
    async close() {
      transport.close();
    },
  };
}
