/** Mail delivered over SMTP, by the key of its queued job (migration 0037, ADR 0036). */
export interface MailDeliveryRow {
  message_key: string;
  message_id: string;
  sent_at: string;
}

export interface MailDeliveryTables {
  mail_deliveries: MailDeliveryRow;
}
