"""judge/recache.py: a regular expression built from a cached program is the one `re` compiles;
a cache file that is damaged, another Python's, or holds a program the engine refuses is never
used; the cache stays small; the `judge` command uses it and rules the same."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge import recache

ROOT = Path(__file__).resolve().parent.parent

#: Patterns of every construct the engine has a program for, with the texts to try them on.
PATTERNS: list[tuple[str, int]] = [
    (r"\b(surviv\w*|destroy\w*|die|dies)\b", re.I),
    (r"^\W*(?:does|did)\s+(?P<who>.+?)\s+(?:still\s+)?(?P<verb>attack|block)\b", re.I),
    (r"(?<=[,;])\s*(\d+)(?!\d)", 0),
    (r"(?P<a>x+)(?P=a)", 0),
    (r"""^ (?: [a-z]+ ) \s* = \s* (\d{1,3}) $  # a key and a number""", re.X | re.M),
    (r"[\u0E00-\u0E7F]+", 0),
    (r"(?i:apakah|siapa)\s+\w+", 0),
    (r"(?>a+)b|c++", 0),
    (r"a.*?b", re.S),
    (r"(\w+) \1", re.A),
    (r"", 0),
]
TEXTS = ["Does Lyra still attack?", "Alice's Squire dies, 12 more; 3", "xxxx yy",
         "key = 42\nother = 1234\nk=7", "อลิซ สุ่ม", "Apakah siapa Bob", "aaab ccc",
         "a\nzzb", "the the", "survived DESTROYED", ""]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """recache installed with its file under tmp_path; `re` as it was afterwards."""
    from re import _compiler

    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("JUDGE_CACHE", raising=False)
    monkeypatch.setattr(_compiler, "compile", _compiler.compile)
    monkeypatch.setattr(recache, "_stdlib_compile", None)
    monkeypatch.setattr(recache, "_programs", None)
    monkeypatch.setattr(recache, "_added", False)
    re.purge()
    recache.install()
    yield tmp_path
    re.purge()


def fresh_process() -> None:
    """What a new `judge` process sees: nothing compiled, the cache file not read yet."""
    re.purge()
    recache._programs = None
    recache._added = False


def behaviour(p: re.Pattern[str]) -> tuple[object, ...]:
    return (p.pattern, p.flags, p.groups, dict(p.groupindex),
            [[(m.span(), m.groups()) for m in p.finditer(t)] for t in TEXTS],
            [p.fullmatch(t) is not None for t in TEXTS])


def stdlib(pattern: str, flags: int) -> re.Pattern[str]:
    compile_ = recache._stdlib_compile
    assert compile_ is not None
    compiled: re.Pattern[str] = compile_(pattern, flags)
    return compiled


def cache_file(root: Path) -> Path:
    files = list((root / "regex").glob("*.marshal"))
    assert len(files) == 1, files
    return files[0]


@pytest.mark.skipif(sys.version_info[:2] not in recache.MIRRORED, reason="not a mirrored Python")
def test_a_pattern_built_from_its_cached_program_is_the_one_re_compiles(cache: Path) -> None:
    compiled = [re.compile(p, f) for p, f in PATTERNS]  # compiled, and their programs kept
    assert recache._added
    recache.save()
    fresh_process()
    again = [re.compile(p, f) for p, f in PATTERNS]  # built from the file's programs
    assert recache._programs is not None and len(recache._programs) == len(PATTERNS)
    assert not recache._added, "every program came from the file"
    for (p, f), first, second in zip(PATTERNS, compiled, again, strict=True):
        assert behaviour(first) == behaviour(second) == behaviour(stdlib(p, f)), p


@pytest.mark.skipif(sys.version_info[:2] not in recache.MIRRORED, reason="not a mirrored Python")
@pytest.mark.parametrize("damage", ["flip a payload byte", "cut short", "another engine",
                                    "a program the engine refuses", "not marshal",
                                    "another pattern's program, the old checksum"])
def test_a_damaged_or_foreign_cache_is_never_used(cache: Path, damage: str) -> None:
    pattern, flags = PATTERNS[1]
    re.compile(pattern, flags)
    recache.save()
    path = cache_file(cache)
    raw = path.read_bytes()
    if damage == "flip a payload byte":
        raw = raw[:-40] + bytes([raw[-40] ^ 0x01]) + raw[-39:]
    elif damage == "cut short":
        raw = raw[:-10]
    else:
        import marshal

        engine, programs = marshal.loads(raw[17:])
        if damage == "another engine":
            engine = engine + "x"
        elif damage == "a program the engine refuses":
            programs = {k: (v[0], v[1], v[2], [999_999] * len(v[3])) for k, v in programs.items()}
        elif damage == "another pattern's program, the old checksum":
            other = recache._program(*PATTERNS[0])  # valid, and of the same size on disk
            programs = {k: other for k in programs}
        payload = marshal.dumps((engine, programs)) if damage != "not marshal" else b"\x00junk"
        head = raw[:17] if damage.endswith("the old checksum") else \
            f"{zlib.crc32(payload):08x}{len(payload):08x}\n".encode()
        raw = head + payload
    path.write_bytes(raw)
    fresh_process()
    assert behaviour(re.compile(pattern, flags)) == behaviour(stdlib(pattern, flags))
    assert recache._added, "compiled again, to be written back"


@pytest.mark.skipif(sys.version_info[:2] not in recache.MIRRORED, reason="not a mirrored Python")
def test_the_cache_keeps_the_most_recently_used(cache: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(recache, "MAX_PATTERNS", 3)
    for pattern, flags in PATTERNS[:5]:
        re.compile(pattern, flags)
    recache.save()
    fresh_process()
    import marshal

    _, programs = marshal.loads(cache_file(cache).read_bytes()[17:])
    assert list(programs) == PATTERNS[2:5]


@pytest.mark.skipif(sys.version_info[:2] not in recache.MIRRORED, reason="not a mirrored Python")
def test_another_engines_files_are_pruned(cache: Path) -> None:
    folder = cache / "regex"
    folder.mkdir()
    (folder / "0badc0de-resolve.marshal").write_bytes(b"x")  # another Python's
    (folder / "0badc0de.marshal").write_bytes(b"x")  # an older layout
    re.compile(*PATTERNS[0])
    recache.save()
    assert [p.name for p in folder.iterdir()] == [cache_file(cache).name]


def test_switched_off_with_the_other_caches(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from re import _compiler

    monkeypatch.setenv("JUDGE_CACHE", "0")
    monkeypatch.setattr(recache, "_stdlib_compile", None)
    before = _compiler.compile
    recache.install()
    assert _compiler.compile is before


def test_the_judge_command_rules_the_same_with_its_cache(tmp_path: Path) -> None:
    """Twice the same bytes: the first run compiles and writes the programs, the second
    builds its patterns from them."""
    scenario = ROOT / "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"
    env = {**os.environ, "JUDGE_CACHE_DIR": str(tmp_path)}
    env.pop("JUDGE_CACHE", None)
    runs = [subprocess.run([sys.executable, "-m", "judge", "resolve", str(scenario), "--json"],
                           capture_output=True, env=env, cwd=ROOT, check=True).stdout
            for _ in range(2)]
    assert runs[0] == runs[1]
    if sys.version_info[:2] in recache.MIRRORED:
        assert cache_file(tmp_path).stat().st_size > 0
