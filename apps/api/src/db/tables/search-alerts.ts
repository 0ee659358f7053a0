/** Saved-search alerts (issue #16 part 3, migration 0033). */
export interface SearchAlertRow {
  /** One alert per saved search; deleting the search deletes its alert. */
  saved_search_id: number;
  /** 'diaria' or 'semanal' (a search that is not followed has no row). */
  frecuencia: 'diaria' | 'semanal';
  /** Only offers published after this moment are ever sent (ISO-8601 UTC text, ADR 0003). */
  desde: string;
  /** The unsubscribe link's random token (base64url); it only stops this alert. */
  token: string;
  last_sent_at: string | null;
  created_at: string;
}

/** Every offer an alert mailed, so that none is sent twice. */
export interface SearchAlertOfferRow {
  saved_search_id: number;
  offer_id: number;
  sent_at: string;
}

export interface SearchAlertTables {
  search_alerts: SearchAlertRow;
  search_alert_offers: SearchAlertOfferRow;
}
