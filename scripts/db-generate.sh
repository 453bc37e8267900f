#!/usr/bin/env bash
# Change one domain's tables and generate its migration in one locked step, so engineers working at the
# same time never generate a migration that contains another's half-written schema.
#   bash scripts/db-generate.sh <domain> <draft.ts> <migration-name>
#   bash scripts/db-generate.sh --custom <file.sql> <migration-name>
# The second form adds a hand-written migration (triggers, functions: what drizzle-kit cannot derive from the
# schema) under the same lock: drizzle-kit makes the empty numbered file and its journal entry, the SQL goes in.
# Statements in the file are separated by lines holding `--> statement-breakpoint`.
# The draft is the whole new server/db/schema/<domain>.ts (imports relative to server/db/schema/).
# On failure the previous schema file is restored. Only additive changes: drizzle-kit asks interactively
# about renames, which cannot be answered here.
set -euo pipefail
if [ "${1:-}" = "--custom" ]; then
  sql="$2"; name="$3"
  cd "$(dirname "$0")/.."
  exec 9>/tmp/merchant-portal-drizzle.lock
  flock 9
  timeout 180 npx drizzle-kit generate --custom --name "$name" </dev/null
  file=$(ls -t server/db/migrations/*.sql | head -1)
  case "$file" in *"$name".sql) ;; *) echo "no new migration named $name" >&2; exit 1 ;; esac
  cp "$sql" "$file"
  echo "$file"
  exit 0
fi
domain="$1"; draft="$2"; name="$3"
cd "$(dirname "$0")/.."
target="server/db/schema/$domain.ts"
exec 9>/tmp/merchant-portal-drizzle.lock
flock 9
backup=$(mktemp)
had=0; [ -f "$target" ] && { cp "$target" "$backup"; had=1; }
index_backup=$(mktemp); cp server/db/schema/index.ts "$index_backup"
cp "$draft" "$target"
grep -q "from './$domain'" server/db/schema/index.ts || echo "export * from './$domain';" >> server/db/schema/index.ts
if ! timeout 180 npx drizzle-kit generate --name "$name" </dev/null; then
  echo "drizzle-kit generate failed: $target restored" >&2
  if [ $had = 1 ]; then cp "$backup" "$target"; else rm -f "$target"; fi
  cp "$index_backup" server/db/schema/index.ts
  exit 1
fi
ls -t server/db/migrations/*.sql | head -1
