"""What machine a benchmark ran on, for the figures it prints."""

from __future__ import annotations

import os
import platform


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def describe() -> str:
    return f"{os.cpu_count()} cores (nproc), {cpu_model()}, Python {platform.python_version()}"
