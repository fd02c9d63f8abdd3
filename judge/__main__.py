"""`python -m judge` runs the CLI."""

from judge.cli.entry import main

main()
