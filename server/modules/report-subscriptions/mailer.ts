import nodemailer from 'nodemailer';
import { readNotifyConfig } from '../notifications';
import { XLSX_MEDIA_TYPE } from '../../../shared/contract/media-types';

export interface ReportMail {
  to: string;
  subject: string;
  text: string;
  attachment: { filename: string; content: Buffer };
}

/** Sends one mail or throws why it was not accepted. */
export interface ReportMailer {
  send(mail: ReportMail): Promise<void>;
  close(): void;
}

/**
 * The configured e-mail channel (EMAIL_PROVIDER, SMTP_URL, SMTP_FROM: the notifications module's
 * reading of them), as a mailer that carries an attachment; null when e-mail goes to the log only,
 * since a workbook cannot.
 */
export function configuredMailer(env: NodeJS.ProcessEnv = process.env): ReportMailer | null {
  const config = readNotifyConfig(env).email;
  if (config.provider !== 'smtp') return null;
  const transport = nodemailer.createTransport(config.url);
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: [{ filename: mail.attachment.filename, content: mail.attachment.content, contentType: XLSX_MEDIA_TYPE }],
      });
      if (info.rejected.length > 0) throw new Error(`rejected: ${info.rejected.join(', ')}`);
    },
    close: () => transport.close(),
  };
}
