"""Which physical pad a device is: its GUID, and its serial number and path where SDL gives them.

The GUID names the model (vendor, product, a checksum of the name); the serial
(most PlayStation and Nintendo pads, over USB and Bluetooth) tells two pads of
one model apart; the path (the port it is on) is a tie-break between pads SDL
cannot otherwise tell apart. The input layer reads them once, when the pad
arrives (scenes/framework/sdl_native.py, on pygame-ce's own SDL); without the
library the GUID alone is used. A phone (scenes/framework/input_phones.py) is
known by the hash of its page's token, as its serial: only that browser is it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.couch.seating import Connected, PadId

if TYPE_CHECKING:
    from scenes.framework.input import InputLayer, Pad


def pad_id(pad: Pad) -> PadId:
    """The identity of a connected pad (its serial and path as the input layer read them when it came)."""
    return PadId(pad.guid, pad.serial, pad.path)


def connected(input_layer: InputLayer) -> list[Connected]:
    """Every pad plugged in now, oldest first (SDL instance ids only grow), then the phones.
    A phone's removal records no SDL id (input_devices.phone_removed): its return is told by
    its token, which one browser alone holds, so it counts as after any loss."""
    pads = sorted(input_layer.pads.values(), key=lambda p: p.instance_id)
    phones = sorted(input_layer.phones.values(), key=lambda p: p.instance_id)
    return [Connected(p.device, pad_id(p), p.instance_id) for p in pads + phones]
