-- The reports read only indexes (decision 084): each index holds every column its report reads, so a
-- 90-day report scans index pages and never the tables' rows (the visibility map permitting).
-- Money that came in, by when it came in; only attempts whose money moved.
CREATE INDEX "payment_transactions_takings_idx" ON "payment_transactions" USING btree (coalesce("received_at", "paid_at"),"received_at","paid_at","method","mobile_money_network","amount_pesewas","booking_id") WHERE "payment_transactions"."payment_status" in ('paid', 'refunded', 'refund_failed', 'refund_due');--> statement-breakpoint
-- Whole refunds, by when they went back.
CREATE INDEX "payment_transactions_refunds_idx" ON "payment_transactions" USING btree ("refunded_at","id","method","mobile_money_network","amount_pesewas","booking_id") WHERE "payment_transactions"."payment_status" = 'refunded';--> statement-breakpoint
-- Bookings by when they were made, with what the bookings report counts and sums (delivery or collection among them).
CREATE INDEX "bookings_report_idx" ON "bookings" USING btree ("created_at","id","branch_id","status","user_id","sub_total","express_fee","pickup_fee","handover");--> statement-breakpoint
-- One branch's bookings, for one branch's takings.
CREATE INDEX "bookings_branch_idx" ON "bookings" USING btree ("branch_id","id");
