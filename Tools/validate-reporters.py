#!/usr/bin/env python3
"""Checks typelint's reports with their consumers' readers (run by .ci/run):
   validate-reporters.py DIR EXPECTED   where DIR holds junit.xml, codeclimate.json, checkstyle.xml
JUnit: junitparser (PyPI) reads it, one failed test case per finding. Code Climate: every issue has the
fields GitLab's Code Quality reads (description, check_name, fingerprint, severity, location.path,
location.lines.begin), fingerprints unique. Checkstyle: well-formed, one <error> per finding."""
import json, sys, xml.etree.ElementTree as ET
from pathlib import Path
from junitparser import JUnitXml, Failure

folder, expected = Path(sys.argv[1]), int(sys.argv[2])
def fail(message): sys.exit(f"validate-reporters: {message}")

cases = [case for suite in JUnitXml.fromfile(str(folder / "junit.xml")) for case in suite]
failed = [case for case in cases if any(isinstance(result, Failure) for result in case.result)]
if len(cases) != expected or len(failed) != expected:
    fail(f"junit: {len(cases)} test cases, {len(failed)} failed; expected {expected} failed")

issues = json.loads((folder / "codeclimate.json").read_text())
if len(issues) != expected: fail(f"codeclimate: {len(issues)} issues, expected {expected}")
for issue in issues:
    if not (isinstance(issue.get("description"), str) and isinstance(issue.get("check_name"), str)
            and isinstance(issue.get("fingerprint"), str) and issue.get("severity") in {"info", "minor", "major", "critical", "blocker"}
            and isinstance(issue.get("location", {}).get("path"), str)
            and isinstance(issue["location"].get("lines", {}).get("begin"), int)):
        fail(f"codeclimate: an issue lacks a field GitLab reads: {issue}")
if len({issue["fingerprint"] for issue in issues}) != len(issues): fail("codeclimate: fingerprints are not unique")

root = ET.parse(folder / "checkstyle.xml").getroot()
errors = root.findall("./file/error")
if root.tag != "checkstyle" or len(errors) != expected: fail(f"checkstyle: {len(errors)} errors, expected {expected}")
print(f"validate-reporters: junit ({len(cases)} failed cases, read by junitparser), codeclimate ({len(issues)} issues), "
      f"checkstyle ({len(errors)} errors)")
