#!/usr/bin/env bash
# Writes the generated models of the six real documents and, from Corpus/, the drift families,
# the content blocks (a tagged union) and the families the encoding passes write back:
# each as schemas and as `Codable` models, each in its own namespace. Run from the package
# root after a change to `sieve generate`; GeneratedModelsTests fails while a file is stale.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product sieve >/dev/null
sieve=.build/debug/sieve
out=Benchmarks/GeneratedModels
real=Tests/Fixtures/realworld

generate() { # NAME ROOT SAMPLES...
    local name=$1 root=$2
    shift 2
    "$sieve" generate --access public --root "$root" --namespace "${name}Schema" --output "$out/${name}Schema.swift" "$@"
    "$sieve" generate --access public --style codable --root "$root" --namespace "${name}Codable" --output "$out/${name}Codable.swift" "$@"
}

generate Twitter Search "$real/twitter.json"
generate CitmCatalog Catalog "$real/citm_catalog.json"
generate Canada FeatureCollection "$real/canada.json"
generate GitHubEvents Event "$real/github_events.json"
generate GoogleMaps DistanceMatrix "$real/google_maps_api_response.json"
generate ApacheBuilds JenkinsServer "$real/apache_builds.json"
generate DriftCustomers Customer Corpus/drift-customers-*.json
generate DriftOrders Order Corpus/drift-orders-*.json
generate ContentBlocks Page Corpus/blocks-tag-first-64k.json Corpus/blocks-tag-last-64k.json
# The corpus families the encoding passes write back (every size of each, so each model reads
# them all).
generate APIPayload Payload Corpus/api-payload-*.json
generate GeoCoordinates FeatureCollection Corpus/geo-coordinates-*.json
generate EscapedStrings Message Corpus/escaped-strings-*.json
generate OptionalFields Contact Corpus/optional-fields-*.json
generate DictRecords Products Corpus/dict-records-*.json
generate DeepNesting Node Corpus/deep-nesting-*.json
# With --extras: the clean customers, whose models keep what a later payload adds.
"$sieve" generate --access public --extras --root Customer --namespace CleanCustomersSchema \
    --output "$out/CleanCustomersSchema.swift" Corpus/drift-customers-clean-64k.json
"$sieve" generate --access public --extras --style codable --root Customer \
    --namespace CleanCustomersCodable --output "$out/CleanCustomersCodable.swift" \
    Corpus/drift-customers-clean-64k.json
# Small samples that hold every inference rule at once (Tests/Fixtures/generate/edge-cases).
generate EdgeCases Sample Tests/Fixtures/generate/edge-cases
