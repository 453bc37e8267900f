#!/usr/bin/env bash
# Change one domain's tables and generate its migration in one locked step, so engineers working at the
# same time never generate a migration that contains another's half-written schema.
#   bash scripts/db-generate.sh <domain> <draft.ts> <migration-name>
# The draft is the whole new server/db/schema/<domain>.ts (imports relative to server/db/schema/).
# On failure the previous schema file is restored. Only additive changes: drizzle-kit asks interactively
# about renames, which cannot be answered here.
set -euo pipefail
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
