#!/bin/sh
# One-shot job of docker-compose.yml: creates the bucket and an access key for the app that can
# reach only that bucket. Safe to run again: every step accepts what already exists.
set -eu

mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "local/$S3_BUCKET"

sed "s/BUCKET/$S3_BUCKET/g" /setup/app-policy.json >/tmp/app-policy.json
mc admin policy create local hireready-app /tmp/app-policy.json
if mc admin user info local "$S3_ACCESS_KEY_ID" >/dev/null 2>&1; then
  echo "access key $S3_ACCESS_KEY_ID exists"
else
  mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
  mc admin policy attach local hireready-app --user "$S3_ACCESS_KEY_ID"
fi
echo "bucket $S3_BUCKET ready; the app signs in as $S3_ACCESS_KEY_ID"
