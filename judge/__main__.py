"""`python -m judge` runs the CLI."""

from judge.cli.main import main

main()
