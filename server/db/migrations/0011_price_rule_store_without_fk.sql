ALTER TABLE "price_rule" DROP CONSTRAINT "price_rule_store_id_store_id_fk";
