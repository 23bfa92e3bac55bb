"""The phone server's rules on a home network (issue 28, item 6), on loopback with scripted phones."""

import asyncio
import json
import socket
import time
import urllib.error
import urllib.request

import pytest

from scenes.framework import phone_protocol as proto
from scenes.framework import phone_server
from scenes.framework.paths import ASSETS
from scenes.framework.phone_page import controller_page
from scenes.framework.phone_server import PhoneServer
from tools.harness.phone_client import FakePhone


@pytest.fixture
def server(monkeypatch):
    monkeypatch.setattr(phone_server, "WRONG_CODE_S", 0.05)
    s = PhoneServer(controller_page(ASSETS), first_port=0, address="127.0.0.1", room="KMNP", announce=False)
    s.start()
    assert s.wait_ready()
    yield s
    s.stop(wait=3)


def drain(server, seconds=0.3):
    time.sleep(seconds)
    out = []
    while not server.inbox.empty():
        out.append(server.inbox.get())
    return out


def seated(server, token=None):
    phone = FakePhone(server.port, token).connect().hello(server.room)
    assert phone.wait_for("welcome"), phone.received
    return phone


def get(server, path, method="GET"):
    req = urllib.request.Request(f"http://127.0.0.1:{server.port}{path}", method=method)
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return r.status, r.read(), r.headers
    except urllib.error.HTTPError as e:
        return e.code, b"", e.headers


# -- the message rules, without a network -----------------------------------------------------
def test_a_message_is_a_small_json_object_naming_an_action_of_the_list():
    assert proto.parse('{"t":"down","a":"confirm"}') == proto.Press("confirm", True)
    assert proto.parse('{"t":"up","a":"hint"}') == proto.Press("hint", False)
    assert proto.parse('{"t":"ping"}') == proto.Ping()
    hello = proto.parse('{"t":"hello","room":"kmnp","token":"' + "ab" * 16 + '"}')
    assert hello == proto.Hello("KMNP", "ab" * 16)
    for junk in (
        '{"t":"down","a":"quit"}',  # not an action of the page
        '{"t":"down","a":"confirm","x":1}',  # an extra field
        '["down","confirm"]',
        "not json",
        '{"t":"hello","room":"KMNP","token":"../../etc"}',
        '{"t":"down","a":"' + "x" * 300 + '"}',
        '{"t":"down","a":"confirm","s":"' + "x" * 240 + '"}',  # 256 bytes and more
        b"\x00\x01",
        None,
    ):
        assert proto.parse(junk) is None, junk
    page = {"confirm", "back", "up", "down", "left", "right", "alt", "hint", "pause", "undo", "redo"}
    assert set(proto.ACTIONS) == page


def test_the_rate_limit_drops_what_comes_beyond_the_burst_and_refills():
    bucket = proto.Bucket(0.0, rate=10, burst=5)
    assert [bucket.allow(0.0) for _ in range(7)] == [True] * 5 + [False] * 2
    assert bucket.allow(0.1) and not bucket.allow(0.1)  # 0.1 s gave back one
    assert bucket.dropped == 3


def test_the_room_code_is_four_letters_none_of_which_reads_as_another():
    codes = {proto.new_room() for _ in range(200)}
    assert len(codes) > 150  # new at every start
    for code in codes:
        assert len(code) == 4 and not set(code) & set("ILOQUV01")


def test_no_network_falls_back_to_loopback_and_says_so(monkeypatch):
    def no_route(self, address):
        raise OSError(101, "Network is unreachable")

    monkeypatch.setattr(socket.socket, "connect", no_route)
    assert phone_server.lan_address() is None
    s = PhoneServer(b"", first_port=0, announce=False)
    assert not s.network and s.address == "127.0.0.1" and s.bind == "127.0.0.1"


def test_the_lan_address_is_found_without_sending_a_packet(monkeypatch):
    sent = []
    monkeypatch.setattr(socket.socket, "send", lambda self, *a: sent.append(a))
    monkeypatch.setattr(socket.socket, "sendto", lambda self, *a: sent.append(a))
    address = phone_server.lan_address()
    assert address is None or not address.startswith("127.")
    assert not sent


def test_a_port_in_use_gives_the_next_free_one(capsys):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    port = taken.getsockname()[1]
    s = PhoneServer(b"page", first_port=port, address="127.0.0.1", room="KMNP")
    s.start()
    try:
        assert s.wait_ready()
        assert s.port > port
        assert capsys.readouterr().out == f"phones: http://127.0.0.1:{s.port}/KMNP\n"  # exactly one line
    finally:
        s.stop(wait=3)
        taken.close()


# -- the server ------------------------------------------------------------------------------------
def test_only_the_page_and_its_socket_are_served(server):
    for path in ("/", "/KMNP", "/abcd"):
        status, body, headers = get(server, path)
        assert status == 200 and body.startswith(b"<!DOCTYPE html>"), path
        assert "default-src 'none'" in headers["Content-Security-Policy"]
    for path in ("/etc/passwd", "/assets/phone/controller.html", "/../pyproject.toml", "/KMNPQ", "/static/", "/ws/x"):
        assert get(server, path)[0] == 404, path
    assert get(server, "/", "POST")[0] == 405


def test_the_page_has_no_external_resources_and_every_action_has_a_button():
    page = controller_page(ASSETS).decode()
    assert "http://" not in page.replace('"http://" + location.host', "") and "https://" not in page
    assert "<link" not in page and "src=" not in page and "@import" not in page and "url(" not in page
    for action in proto.ACTIONS:
        assert f'data-action="{action}"' in page, action


def test_a_socket_from_another_origin_is_refused(server):
    with pytest.raises(Exception, match="403"):
        FakePhone(server.port, origin="http://evil.example").connect()
    with pytest.raises(Exception, match="403"):
        FakePhone(server.port, origin="").connect()
    assert server.counters.origin == 2 and server.inbox.empty()


def test_a_wrong_code_is_refused_on_the_phone_and_the_arcade_hears_nothing(server):
    phone = FakePhone(server.port).connect().hello("ZZZZ")
    refused = phone.wait_for("refused")
    assert refused == {"t": "refused", "why": "room"}
    assert phone.wait_closed()
    assert drain(server) == [] and server.counters.wrong_code == 1


def test_a_ninth_phone_is_refused(server):
    phones = [seated(server) for _ in range(8)]
    ninth = FakePhone(server.port).connect().hello(server.room)
    assert ninth.wait_for("refused") == {"t": "refused", "why": "full"}
    joined = [i for i in drain(server) if i.kind == "join"]
    assert len(joined) == 8 and server.phones == 8
    phones[0].close()
    again = seated(server)  # a seat on the server free again: the next phone gets it
    assert again.wait_for("welcome")
    for p in phones[1:] + [again]:
        p.close()


def test_oversized_and_garbage_messages_are_dropped_and_counted(server):
    phone = seated(server)
    drain(server)
    for junk in ('{"t":"down","a":"confirm","pad":"' + "x" * 400 + '"}', "garbage", '{"t":"down","a":"rm -rf"}', "[]"):
        phone.send_raw(junk)
    phone.send_raw(b"\x00binary")
    phone.press("confirm")
    items = drain(server)
    assert [(i.kind, i.action, i.down) for i in items] == [("press", "confirm", True), ("press", "confirm", False)]
    assert server.counters.junk == 5 and not phone.closed
    phone.close()


def test_a_phone_that_keeps_sending_junk_is_disconnected(server):
    phone = seated(server)
    for _ in range(proto.JUNK_LIMIT):
        phone.send_raw("junk")
    assert phone.wait_closed()
    assert {"t": "refused", "why": "junk"} in phone.received
    kinds = [i.kind for i in drain(server)]
    assert kinds == ["join", "leave"] and server.counters.kicked == 1


def test_a_flood_is_rate_limited_per_phone(server):
    flood, calm = seated(server), seated(server)
    drain(server)

    async def burst(ws):
        for _ in range(400):
            await ws.send_str('{"t":"down","a":"left"}')

    from tools.harness import phone_client

    asyncio.run_coroutine_threadsafe(burst(flood._ws), phone_client._loop()).result(10)
    calm.press("confirm")
    items = drain(server, 0.5)
    flooded = [i for i in items if i.phone == int(flood.received[0]["phone"])]
    assert len(flooded) <= proto.BURST + 20  # the burst, and what the bucket refilled meanwhile
    assert server.counters.flooded >= 400 - len(flooded)
    assert [i.action for i in items if i.phone == int(calm.received[0]["phone"])] == ["confirm", "confirm"]
    flood.close()
    calm.close()


def test_the_same_token_again_replaces_the_first_socket(server):
    first = seated(server, "ab" * 16)
    second = seated(server, "ab" * 16)
    assert first.wait_for("refused") == {"t": "refused", "why": "elsewhere"}
    items = drain(server)
    assert [(i.kind, i.phone) for i in items] == [("join", 1), ("leave", 1), ("join", 2)]
    assert items[0].token == items[2].token != "ab" * 16  # the arcade keeps a hash, not the token
    second.close()


def test_buzz_and_seat_go_back_to_the_phone(server):
    phone = seated(server)
    server.send(1, {"t": "buzz", "ms": 120})
    assert phone.wait_for("buzz") == {"t": "buzz", "ms": 120}
    phone.send({"t": "ping"})
    assert phone.wait_for("pong")
    assert json.loads(proto.encode({"t": "turn", "on": True})) == {"t": "turn", "on": True}
    phone.close()


def test_stopping_closes_every_phone(server):
    phone = seated(server)
    server.stop(wait=3)
    assert phone.wait_closed() and server.state == "stopped"
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", server.port), timeout=1).close()


def test_a_request_naming_the_arcade_by_a_domain_name_is_refused(server):
    """A page elsewhere that rebinds its own domain to the arcade's address sends its own name as
    Host and Origin: refused, page and socket alike (the arcade is named by its address)."""
    evil = f"rebind.example:{server.port}"
    req = urllib.request.Request(f"http://127.0.0.1:{server.port}/KMNP", headers={"Host": evil})
    with pytest.raises(urllib.error.HTTPError, match="403"):
        urllib.request.urlopen(req, timeout=5)
    import aiohttp

    from tools.harness import phone_client

    async def rebound_socket():
        async with aiohttp.ClientSession() as session:
            headers = {"Host": evil, "Origin": f"http://{evil}"}  # the Origin agrees with the Host
            await session.ws_connect(f"http://127.0.0.1:{server.port}/ws", headers=headers)

    with pytest.raises(Exception, match="403"):
        asyncio.run_coroutine_threadsafe(rebound_socket(), phone_client._loop()).result(10)
    assert phone_server.named_by_address(f"127.0.0.1:{server.port}")
    assert phone_server.named_by_address("192.168.1.23:8765") and phone_server.named_by_address("[::1]:8765")
    assert not phone_server.named_by_address("arcade.local:8765") and not phone_server.named_by_address("evil")


def test_wrong_codes_are_answered_one_at_a_time(server, monkeypatch):
    monkeypatch.setattr(phone_server, "WRONG_CODE_S", 0.2)
    phones = [FakePhone(server.port).connect() for _ in range(4)]
    start = time.monotonic()
    for p in phones:
        p.hello("ZZZZ")
    for p in phones:
        assert p.wait_for("refused", 5) == {"t": "refused", "why": "room"}
    assert time.monotonic() - start >= 4 * 0.2 - 0.05  # not four at once


def test_the_page_holds_no_words_of_its_own_and_takes_each_from_the_arcade():
    """Issue 28: the phone spoke English whatever the TV spoke. Every word is now one of
    phone_page.WORDS, written into the page in the arcade's language as it is served."""
    import json
    import re

    from scenes.framework.phone_page import MARK, WORDS

    raw = (ASSETS / "phone" / "controller.html").read_text()
    assert MARK.decode() in raw
    text = re.sub(r"<script.*?</script>|<style.*?</style>|<!--.*?-->", "", raw, flags=re.S)
    for english in WORDS.values():
        assert english not in text and f'"{english}"' not in raw, english
    used = set(re.findall(r'data-wl?="(\w+)"', raw)) | set(re.findall(r'\bw\("(\w+)"', raw))
    assert used <= set(WORDS) and {"join", "connecting", "lost", "full", "wrong_code"} <= used
    page = controller_page(ASSETS, lambda s: "</script>" + s, "de_DE").decode()
    assert '<html lang="de">' in page and MARK.decode() not in page
    words = json.loads(re.search(r'<script id="words" type="application/json">(.*?)</script>', page).group(1))
    assert words["join"] == "</script>Join"  # escaped in the page: a word cannot end its script
    assert "full: 8 phones" in words["full"] and "{n} s" in words["full"]  # {max} filled here, {n} on the phone
