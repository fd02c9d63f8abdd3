"""`python -m judge` runs the CLI."""

from judge.cli.entry import script

script()
