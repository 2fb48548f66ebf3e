"""A test-time AT-SPI client for AccessibilityBusTests: finds `easel preview` on the
accessibility bus with pyatspi, as a screen reader does, and prints one JSON object a line:

  {"step": "tree", "elements": [...], "walk_ms": ...}   every object, depth first
  {"step": "toggle", ...}                               seed 000's toggle before and after
                                                        its action, and the event seen
  {"step": "dial", ...}                                 the dial before and after an increment
  {"step": "tabs", "pages": ...}                        the canvas's elements after each tab
  {"step": "focus", ...}                                the control Tab focused
  {"step": "error", "message": ...}                     what did not come before its deadline

Every wait pumps the GLib main context (where libatspi receives events) until a condition
holds or its deadline passes; nothing sleeps for a fixed time.
"""

import json
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402
import pyatspi  # noqa: E402

DEADLINE = 20.0
events = []


def say(**fields):
    def plain(value):
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items() if k != "node"}
        if isinstance(value, list):
            return [plain(v) for v in value]
        return value
    print(json.dumps(plain(fields), ensure_ascii=False), flush=True)


def pump_until(condition, seconds=DEADLINE):
    """Dispatches the bus's messages until `condition()` is true or `seconds` have passed;
    a 50 ms timer wakes the blocking iteration so that the deadline is checked."""
    context = GLib.MainContext.default()
    wake = GLib.timeout_add(50, lambda: True)
    try:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            result = condition()
            if result:
                return result
            context.iteration(True)
        return condition()
    finally:
        GLib.source_remove(wake)


def application(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.name == name:
            return app
    return None


def value_text(node):
    try:
        return Atspi.Value.get_text(node.get_value_iface())
    except Exception:
        return None


def describe(node, depth):
    states = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
    try:
        extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        frame = [extents.x, extents.y, extents.width, extents.height]
    except NotImplementedError:
        frame = None
    try:
        action = node.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        actions = []
    try:
        current = node.queryValue().currentValue
    except NotImplementedError:
        current = None
    return {
        "depth": depth, "role": node.getRoleName(), "name": node.name,
        "description": node.description, "states": states, "frame": frame,
        "value": value_text(node), "current": current, "actions": actions,
        "id": node.get_accessible_id() if hasattr(node, "get_accessible_id") else None,
    }


def walk(node, depth=0, into=None):
    into = [] if into is None else into
    into.append((node, describe(node, depth)))
    for child in node:
        walk(child, depth + 1, into)
    return into


def find(nodes, role, name):
    for node, info in nodes:
        if info["role"] == role and info["name"] == name:
            return node
    return None


def on_event(event):
    events.append({
        "node": event.source,
        "type": event.type, "source": event.source.name if event.source else None,
        "detail1": event.detail1, "value": str(event.any_data) if event.any_data is not None else None,
    })


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else "easel preview"
    app = pump_until(lambda: application(name))
    if app is None:
        say(step="error", message=f"no application named {name!r} on the accessibility bus")
        return 1
    start = time.monotonic()
    nodes = walk(app)
    walk_ms = (time.monotonic() - start) * 1000
    say(step="tree", walk_ms=walk_ms, elements=[info for _, info in nodes])

    pyatspi.Registry.registerEventListener(
        on_event, "object:state-changed", "object:property-change", "focus:",
        "object:children-changed")

    toggle = find(nodes, "toggle button", "Kapcsoló")
    if toggle is None:
        say(step="error", message="no toggle button named Kapcsoló")
        return 1
    before = describe(toggle, 0)
    toggle.queryAction().doAction(0)
    seen = pump_until(lambda: [e for e in events
                               if e["type"] == "object:state-changed:checked"
                               and e["source"] == "Kapcsoló"])
    after = describe(toggle, 0)
    say(step="toggle", before=before, after=after, events=list(events))

    dial = find(nodes, "slider", "Dial")
    if dial is None:
        say(step="error", message="no slider named Dial")
        return 1
    dial_before = describe(dial, 0)
    events.clear()
    dial.queryValue().currentValue = dial_before["current"] + 1
    pump_until(lambda: [e for e in events
                        if e["type"] == "object:property-change:accessible-value"
                        and e["source"] == "Dial"])
    dial_after = describe(dial, 0)
    say(step="dial", before=dial_before, after=dial_after, events=list(events))

    # The tab bar: Screens replaces the canvas's elements (children-changed), Controls brings
    # them back. The panel's children are read again through libatspi, which keeps them up to
    # date from the events alone.
    panel = find(nodes, "panel", "iPhone 15")
    pages = {}
    for page in ("Screens", "Controls"):
        events.clear()
        find(nodes, "page tab", page).queryAction().doAction(0)
        pump_until(lambda: [e for e in events
                            if e["type"] == "object:children-changed:add"
                            and e["source"] == "iPhone 15"])
        pages[page] = {
            "names": [child.name for child in panel],
            "added": len([e for e in events if e["type"] == "object:children-changed:add"]),
            "removed": len([e for e in events if e["type"] == "object:children-changed:remove"]),
        }
    say(step="tabs", pages=pages)

    # The keyboard: with the pointer over the window (no window manager gives it the focus
    # otherwise), Tab (typed with xdotool, through XTest) focuses the first control, which
    # says so with a focus: event.
    frame = find(nodes, "frame", nodes[1][1]["name"])
    extents = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    events.clear()
    subprocess.run(
        ["xdotool", "mousemove", str(extents.x + 2), str(extents.y + 2), "key", "Tab"],
        check=True)
    pump_until(lambda: [e for e in events if e["type"].startswith("focus:")])
    focused = [e for e in events if e["type"].startswith("focus:")]
    say(step="focus", events=list(events),
        focused=describe(focused[0]["node"], 0) if focused else None)
    pyatspi.Registry.deregisterEventListener(
        on_event, "object:state-changed", "object:property-change", "focus:",
        "object:children-changed")
    return 0 if seen else 2


if __name__ == "__main__":
    sys.exit(main())
