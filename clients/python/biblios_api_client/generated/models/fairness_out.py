from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fairness_out_mode import FairnessOutMode
from typing import cast






T = TypeVar("T", bound="FairnessOut")



@_attrs_define
class FairnessOut:
    """ 
        Attributes:
            client_seed (None | str): committed only
            commitment (None | str): hex SHA-256 of the server seed's 32 bytes (committed only)
            mode (FairnessOutMode): committed: the server committed to its seed before the game; seeded: created with
                `seed`; fixed_deck: created with `deck`
            server_seed (None | str): 64 hex digits, revealed once the game is over; null before
     """

    client_seed: None | str
    commitment: None | str
    mode: FairnessOutMode
    server_seed: None | str





    def to_dict(self) -> dict[str, Any]:
        client_seed: None | str
        client_seed = self.client_seed

        commitment: None | str
        commitment = self.commitment

        mode = self.mode.value

        server_seed: None | str
        server_seed = self.server_seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "client_seed": client_seed,
            "commitment": commitment,
            "mode": mode,
            "server_seed": server_seed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_client_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_seed = _parse_client_seed(d.pop("client_seed"))


        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))


        mode = FairnessOutMode(d.pop("mode"))




        def _parse_server_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        server_seed = _parse_server_seed(d.pop("server_seed"))


        fairness_out = cls(
            client_seed=client_seed,
            commitment=commitment,
            mode=mode,
            server_seed=server_seed,
        )

        return fairness_out

