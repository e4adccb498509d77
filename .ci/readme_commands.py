"""Print the command lines of the README's Quick start block, one a line, exactly as written.

.ci/run runs each of them as it stands, so the README cannot say one thing while CI does
another; tests/test_docs.py checks that the block holds the two commands (main job; tests).
"""

import sys
from pathlib import Path


def quick_start(readme: str) -> list[str]:
    section = readme.split("## Quick start", 1)[1]
    block = section.split("```", 2)[1]
    return [line for line in block.splitlines()[1:] if line.strip()]


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "README.md")
    print("\n".join(quick_start(path.read_text(encoding="utf-8"))))
