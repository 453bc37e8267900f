-- A keyword with a category or ships-from filter (catalogue search, issue 10): each listed product's title terms
-- prefixed by its category ('c<id>:term') and by each country it ships from ('s<id>:term'), in one GIN index per
-- language, so the matches of "lamp" in a category are one posting list per (category, term) instead of the
-- AND of every "lamp" product with every product of the category.
CREATE FUNCTION catalogue_facet_terms(category_id integer, ships_from integer[], terms text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select array(select 'c' || category_id || ':' || t from unnest(terms) t
    union all select 's' || s || ':' || t from unnest(ships_from) s, unnest(terms) t) $$;
--> statement-breakpoint
CREATE INDEX product_listed_facet_terms_en_idx ON product USING gin (catalogue_facet_terms(category_id, ships_from, tsvector_to_array(words_en)))
  WHERE status = 'on_sale' and variant_count > 0;
--> statement-breakpoint
CREATE INDEX product_listed_facet_terms_zh_idx ON product USING gin (catalogue_facet_terms(category_id, ships_from, tsvector_to_array(words_zh) || title_zh_pairs))
  WHERE status = 'on_sale' and variant_count > 0;
--> statement-breakpoint
CREATE INDEX product_listed_facet_terms_tr_idx ON product USING gin (catalogue_facet_terms(category_id, ships_from, tsvector_to_array(words_tr)))
  WHERE status = 'on_sale' and variant_count > 0;
