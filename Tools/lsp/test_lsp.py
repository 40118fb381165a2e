"""`typelint lsp` driven by a real LSP client (pytest-lsp), as an editor drives it.

Run: TYPELINT=.build/debug/typelint python -m pytest Tools/lsp (in a venv with pytest-lsp; .ci/run does this).
"""
import asyncio
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

TYPELINT = os.path.abspath(os.environ.get("TYPELINT", ".build/debug/typelint"))

# "é" is one UTF-16 unit and two UTF-8 bytes, "🎉" two units and four bytes: `.bold()` starts at UTF-16
# character 27 of line 2 (byte offset 30 in the line).
SCREEN = 'import SwiftUI\n\nlet t = Text("é🎉 total")  .bold()\nlet u = Text("x").font(.tiny)\n'
THEME = "import SwiftUI\n\nextension Font {\n    static let tiny = Font.system(size: 9)\n}\n"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[TYPELINT, "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path: pathlib.Path):
    (tmp_path / "Package.swift").write_text("// swift-tools-version:5.9\n")
    (tmp_path / "Theme.swift").write_text(THEME)
    (tmp_path / "Screen.swift").write_text(SCREEN)
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=tmp_path.as_uri())
    )
    yield
    await lsp_client.shutdown_session()


def open_screen(client: LanguageClient, path: pathlib.Path, text: str = SCREEN) -> str:
    uri = (path / "Screen.swift").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)
        )
    )
    return uri


async def diagnostics(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


def change(client: LanguageClient, uri: str, version: int, text: str) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def apply(text: str, edits: list[types.TextEdit]) -> str:
    """Applies LSP text edits (UTF-16 positions) to a text."""
    lines = text.split("\n")

    def offset(position: types.Position) -> int:
        before = sum(len(line) + 1 for line in lines[: position.line])
        line = lines[position.line].encode("utf-16-le")[: position.character * 2].decode("utf-16-le")
        return before + len(line)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


@pytest.mark.asyncio
async def test_a_violation_is_a_diagnostic_at_its_utf16_range(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_screen(client, tmp_path)
    found = await diagnostics(client, uri)
    by_code = {d.code: d for d in found}
    bold = by_code["bold-body"]
    assert bold.range == types.Range(start=types.Position(line=2, character=27), end=types.Position(line=2, character=34))
    assert bold.severity == types.DiagnosticSeverity.Error
    assert bold.source == "typelint"
    assert bold.code_description.href.endswith("/docs/rules/bold-body.md")
    # The token is declared in another file, on disk: the module's index reaches the open file.
    tiny = by_code["min-font-size"]
    assert tiny.range.start.line == 3


@pytest.mark.asyncio
async def test_the_quick_fix_removes_the_diagnostic(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_screen(client, tmp_path)
    found = await diagnostics(client, uri)
    bold = next(d for d in found if d.code == "bold-body")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=bold.range,
            context=types.CodeActionContext(diagnostics=[bold]),
        )
    )
    fix = next(a for a in actions if a.title.startswith("Replace with `.fontWeight(.medium)`"))
    # A weight change is unsafe: offered, said so, and not preferred (an editor may apply a preferred fix on its own).
    assert "changes the typeface's weight" in fix.title and not fix.is_preferred
    fixed = apply(SCREEN, fix.edit.changes[uri])
    assert '.fontWeight(.medium)' in fixed
    change(client, uri, 2, fixed)
    after = await diagnostics(client, uri)
    assert "bold-body" not in {d.code for d in after}
    assert "min-font-size" in {d.code for d in after}


@pytest.mark.asyncio
async def test_the_suppression_action_says_why_and_silences(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_screen(client, tmp_path)
    found = await diagnostics(client, uri)
    tiny = next(d for d in found if d.code == "min-font-size")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=tiny.range,
            context=types.CodeActionContext(diagnostics=[tiny]),
        )
    )
    suppress = next(a for a in actions if a.title.startswith("Suppress min-font-size"))
    suppressed = apply(SCREEN, suppress.edit.changes[uri])
    assert "// typelint:disable:next min-font-size -- \n" in suppressed
    change(client, uri, 2, suppressed)
    after = await diagnostics(client, uri)
    assert "min-font-size" not in {d.code for d in after}
    # No reason was made up: the user owes one until they write it.
    assert "missing-suppression-reason" in {d.code for d in after}
    change(client, uri, 3, suppressed.replace("-- \n", "-- the legal footer's size, agreed with design\n"))
    after = await diagnostics(client, uri)
    assert not {"min-font-size", "missing-suppression-reason"} & {d.code for d in after}


@pytest.mark.asyncio
async def test_fix_all_applies_the_safe_fixes_only(client: LanguageClient, tmp_path: pathlib.Path):
    text = SCREEN + 'let v = Text("y").font(.system(size: 17))\n'
    uri = open_screen(client, tmp_path, text)
    found = await diagnostics(client, uri)
    assert {"bold-body", "raw-font-size"} <= {d.code for d in found}
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.SourceFixAll]),
        )
    )
    assert [a.kind for a in actions] == ["source.fixAll.typelint"]
    fixed = apply(text, actions[0].edit.changes[uri])
    assert 'Text("y").font(.body)' in fixed
    assert ".bold()" in fixed, "a weight change waits for the user"


@pytest.mark.asyncio
async def test_a_configuration_change_refreshes_the_diagnostics(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_screen(client, tmp_path)
    before = await diagnostics(client, uri)
    assert {d.code for d in before} >= {"bold-body", "min-font-size"}
    config = tmp_path / ".typelint.json"
    config.write_text('{"rules": {"bold-body": "off", "min-font-size": "warning"}}\n')
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Created)])
    )
    after = await diagnostics(client, uri)
    assert "bold-body" not in {d.code for d in after}
    assert next(d for d in after if d.code == "min-font-size").severity == types.DiagnosticSeverity.Warning


@pytest.mark.asyncio
async def test_a_changed_or_removed_module_file_is_read_again(client: LanguageClient, tmp_path: pathlib.Path):
    # The files around an open document are kept between lints, and must not go stale: a token's new value is seen,
    # and a token whose file is gone no longer resolves.
    uri = open_screen(client, tmp_path)
    assert "min-font-size" in {d.code for d in await diagnostics(client, uri)}
    theme = tmp_path / "Theme.swift"

    def changed(kind: types.FileChangeType) -> None:
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=theme.as_uri(), type=kind)])
        )

    theme.write_text(THEME.replace("size: 9", "size: 8"))
    changed(types.FileChangeType.Changed)
    assert "min-font-size" in {d.code for d in await diagnostics(client, uri)}
    theme.write_text(THEME.replace("Font.system(size: 9)", "Font.system(size: 19)"))
    changed(types.FileChangeType.Changed)
    assert "min-font-size" not in {d.code for d in await diagnostics(client, uri)}
    theme.write_text(THEME)
    changed(types.FileChangeType.Changed)
    assert "min-font-size" in {d.code for d in await diagnostics(client, uri)}
    theme.unlink()
    changed(types.FileChangeType.Deleted)
    assert "min-font-size" not in {d.code for d in await diagnostics(client, uri)}


@pytest.mark.asyncio
async def test_closing_clears_and_unknown_requests_are_errors(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_screen(client, tmp_path)
    assert await diagnostics(client, uri)
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert list(await diagnostics(client, uri)) == []
    with pytest.raises(Exception):
        await asyncio.wait_for(client.protocol.send_request_async("typelint/unknown", {}), 10)
