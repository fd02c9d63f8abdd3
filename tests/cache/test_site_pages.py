"""The pages `judge site` keeps (judge/rulings.py PageStore): one file for a chunk of rulings,
checked before it is read, and a build of other rulings under the same site leaves them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import judge.site

from ..conftest import SCENARIOS, SMALL_GAME

PRAYER = SCENARIOS / "vandaria-wars/register/prayer-profit-gun-shot.yaml"


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    for switch in ("JUDGE_CACHE", "JUDGE_RULINGS_CACHE"):
        monkeypatch.delenv(switch, raising=False)
    return tmp_path / "cache" / "rulings" / "pages"


def folder(tmp_path: Path, name: str) -> Path:
    """A folder of one copy of a bundled ruling."""
    path = tmp_path / name / "prayer.yaml"
    path.parent.mkdir()
    shutil.copy(PRAYER, path)
    return path.parent


def build(tmp_path: Path, out: str, rulings: Path) -> judge.site.Report:
    return judge.site.build(tmp_path / out, extra=[rulings], bundled=False, games=[SMALL_GAME],
                            workers=1)


def resolving(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The rulings the site resolves (rather than writing their kept pages)."""
    calls: list[str] = []
    real = judge.site.resolve_ruling

    def counting(job: judge.site.Job, read: object = None) -> judge.site.Resolved:
        calls.append(job.file)
        return real(job, read)  # type: ignore[arg-type]

    monkeypatch.setattr(judge.site, "resolve_ruling", counting)
    return calls


def html(site: Path) -> dict[str, bytes]:
    return {str(p.relative_to(site)): p.read_bytes() for p in site.rglob("*.html")}


def test_a_damaged_page_file_is_not_trusted(cache: Path, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    mine = folder(tmp_path, "mine")
    build(tmp_path, "site1", mine)
    [kept] = cache.glob("*/*.json")
    raw = kept.read_bytes()
    kept.write_bytes(raw.replace(b"Gun Shot", b"Gun Shut", 1))  # one byte of a page
    calls = resolving(monkeypatch)
    build(tmp_path, "site2", mine)
    assert len(calls) == 1  # resolved again, not the damaged page
    assert html(tmp_path / "site2") == html(tmp_path / "site1")
    build(tmp_path, "site3", mine)
    assert len(calls) == 1  # the page written again by site2 is read


def test_a_site_of_other_rulings_leaves_the_pages_of_the_first(
        cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mine, theirs = folder(tmp_path, "mine"), folder(tmp_path, "theirs")
    build(tmp_path, "site1", mine)
    build(tmp_path, "site2", theirs)
    calls = resolving(monkeypatch)
    build(tmp_path, "site3", mine)
    build(tmp_path, "site4", theirs)
    assert calls == []
    assert html(tmp_path / "site3") == html(tmp_path / "site1")


def test_a_page_kept_from_a_ruling_resolved_elsewhere_is_the_page_a_build_writes(
        cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bundled ruling resolved elsewhere (tests/rendered.py's views of every bundled ruling)
    keeps its page as `judge site` draws it (keep_bundled_page): the build then resolves none
    of them and writes the very bytes of a build that resolved them, its house policies' other
    readings included."""
    from judge.app import load_scenario, resolve

    bundled = tmp_path / "scenarios"
    for source in (PRAYER, SCENARIOS / "riftbound/policies/attach-a-legend-stays.yaml",
                   SCENARIOS / "force-of-will/chase/contract-one-item-per-round.yaml"):
        copy = bundled / source.relative_to(SCENARIOS)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(source, copy)
    monkeypatch.setattr(judge.site, "BUNDLED", bundled)
    judge.site.build(tmp_path / "resolved", ["en"], workers=1)
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "other-cache"))  # no page kept yet
    for path in sorted(bundled.rglob("*.yaml")):
        sc = load_scenario(str(path))
        kept = judge.site.keep_bundled_page(path, sc, resolve(sc))
        assert kept is not None and kept.ex is not None
    calls = resolving(monkeypatch)
    judge.site.build(tmp_path / "kept", ["en"], workers=1)
    assert calls == []
    assert html(tmp_path / "kept") == html(tmp_path / "resolved")
    assert any(b"RB HP.8" in page for page in html(tmp_path / "kept").values())
