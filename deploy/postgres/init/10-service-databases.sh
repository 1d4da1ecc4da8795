#!/usr/bin/env bash
# Runs once, when the PostgreSQL volume is first initialised: one database per service, each
# owned by a role of the same name that can reach no other, so no service reads another's tables.
# Each role's password comes from <SERVICE>_DB_PASSWORD (see docker-compose.yml).
set -eo pipefail

SERVICE_DATABASES=(identity catalog order analytics)

create_service_database() {
  local name=$1
  local password_variable="${name^^}_DB_PASSWORD"
  local password="${!password_variable:-}"
  if [[ -z "$password" ]]; then
    echo "10-service-databases: $password_variable is not set" >&2
    return 1
  fi
  # psql quotes the values itself (:"identifier", :'literal'); "order" is a reserved word.
  psql --no-psqlrc --set ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    --set name="$name" --set password="$password" <<'SQL'
CREATE ROLE :"name" LOGIN PASSWORD :'password';
CREATE DATABASE :"name" OWNER :"name";
REVOKE ALL ON DATABASE :"name" FROM PUBLIC;
SQL
  echo "10-service-databases: created database and role \"$name\""
}

for name in "${SERVICE_DATABASES[@]}"; do
  create_service_database "$name"
done
