#!/usr/bin/env python3
"""A network cable with a delay, for the network lab (tests/net/lab.mjs).

    wire.py DELAY_MS NAMESPACE_A INTERFACE_A NAMESPACE_B INTERFACE_B

Makes a TAP interface in each of the two network namespaces and carries every Ethernet frame
from one to the other DELAY_MS later, in order, both ways: a link with that delay each way.
The lab uses it where `tc netem` would do (this project's machines run a kernel built without
netem, CONFIG_NET_SCH_NETEM). Prints "ready" once both interfaces exist; runs until killed, and
its interfaces vanish with it. Needs root.
"""
import collections
import ctypes
import fcntl
import os
import select
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TAP = 0x0002
IFF_NO_PI = 0x1000
CLONE_NEWNET = 0x40000000
LIBC = ctypes.CDLL(None, use_errno=True)


def tap_in(namespace, name):
    """A TAP interface called `name` in network namespace `namespace`, and its file."""
    with open(f"/run/netns/{namespace}", "rb") as handle:
        if LIBC.setns(handle.fileno(), CLONE_NEWNET) != 0:
            errno = ctypes.get_errno()
            raise OSError(errno, f"setns {namespace}: {os.strerror(errno)}")
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TAP | IFF_NO_PI))
    return fd


def carry(delay, a, b):
    """Frames read from one side are written to the other `delay` seconds later."""
    waiting = {a: collections.deque(), b: collections.deque()}  # to write: (when, frame)
    other = {a: b, b: a}
    while True:
        now = time.monotonic()
        for out, queue in waiting.items():
            while queue and queue[0][0] <= now:
                frame = queue.popleft()[1]
                try:
                    os.write(out, frame)
                except OSError:
                    pass  # the interface is down or full: the frame is lost, as on a cable
        due = [queue[0][0] for queue in waiting.values() if queue]
        timeout = max(0.0, min(due) - now) if due else None
        readable, _, _ = select.select([a, b], [], [], timeout)
        for fd in readable:
            while True:
                try:
                    frame = os.read(fd, 65536)
                except BlockingIOError:
                    break
                waiting[other[fd]].append((time.monotonic() + delay, frame))


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    delay = float(sys.argv[1]) / 1000
    a = tap_in(sys.argv[2], sys.argv[3])
    b = tap_in(sys.argv[4], sys.argv[5])
    print("ready", flush=True)
    carry(delay, a, b)


if __name__ == "__main__":
    main()
