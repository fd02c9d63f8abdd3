"""The import graph of the `judge` package, read from the source (no module is imported)."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "judge"


@dataclass(frozen=True)
class Edge:
    source: str  # importing module
    target: str  # imported judge module
    line: int
    typing_only: bool  # inside `if TYPE_CHECKING:` (never executed)
    lazy: bool  # inside a function (executed when called)


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _resolve(name: str, known: dict[str, Path]) -> str | None:
    """The judge module an import names (`judge.x.y` may name a module or a name in `judge.x`)."""
    while name:
        if name in known:
            return name
        name = name.rpartition(".")[0]
    return None


#: What an import statement can sit in: statements and the bodies of `except` and `case`
#: clauses. An expression holds no statement (a lambda's body is an expression), so the walk
#: goes down these only: walking every node of judge's modules was ~0.5 s of the ~0.6 s the
#: walk took, for the same edges.
BODY = (ast.stmt, ast.excepthandler, ast.match_case)


class _Walker:
    """Collects the judge modules one module imports, noting where each import runs."""

    def __init__(self, module: str, path: Path, known: dict[str, Path]) -> None:
        self.module = module
        self.package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        self.known = known
        self.edges: list[Edge] = []
        self.visit(ast.parse(path.read_text(encoding="utf-8")), False, False)

    def visit(self, node: ast.AST, typing_only: bool, lazy: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, BODY):
                continue  # an expression: it holds no import
            if isinstance(child, ast.If) and isinstance(child.test, ast.Name) \
                    and child.test.id == "TYPE_CHECKING":
                for stmt in child.body:
                    self.visit_stmt(stmt, True, lazy)
                for stmt in child.orelse:
                    self.visit_stmt(stmt, typing_only, lazy)
                continue
            self.visit_stmt(child, typing_only, lazy)

    def visit_stmt(self, stmt: ast.AST, typing_only: bool, lazy: bool) -> None:
        names: list[str] = []
        if isinstance(stmt, ast.Import):
            names = [a.name for a in stmt.names]
        elif isinstance(stmt, ast.ImportFrom):
            base = stmt.module or ""
            if stmt.level:
                anchor = self.package.split(".")
                anchor = anchor[:len(anchor) - stmt.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = [f"{base}.{a.name}" for a in stmt.names] or [base]
        for name in names:
            target = _resolve(name, self.known)
            if target is not None and target != self.module:
                self.edges.append(Edge(self.module, target, getattr(stmt, "lineno", 0),
                                       typing_only, lazy))
        inner_lazy = lazy or isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef)
        self.visit(stmt, typing_only, inner_lazy)


def edges() -> list[Edge]:
    """Every import of a judge module by a judge module."""
    known = modules()
    return [e for mod, path in known.items() for e in _Walker(mod, path, known).edges]
