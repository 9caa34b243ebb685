from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_game_request_1347_game import CreateGameRequest1347Game
from ..models.create_game_request_1347_variant import CreateGameRequest1347Variant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bank_clock import BankClock
  from ..models.building_counts_1347 import BuildingCounts1347
  from ..models.days_clock import DaysClock
  from ..models.decision_clock import DecisionClock
  from ..models.seat_request import SeatRequest





T = TypeVar("T", bound="CreateGameRequest1347")



@_attrs_define
class CreateGameRequest1347:
    """ The actions of its game (the body of `POST /v1/games/{id}/actions` for a game of `1347`): `Action1347`.

        Attributes:
            game (CreateGameRequest1347Game):
            buildings (BuildingCounts1347 | Unset):
            client_seed (str | Unset): Mixed with the server's committed seed to make the game's seed (fair shuffles; not
                with `seed` or `deck`). Default: empty. It comes with the request that makes the commitment: a seed the server
                picked beforehand no longer gives the deal it was picked for, but the server could still try seeds against it
                (docs/fair-shuffles.md).
            clock (BankClock | DaysClock | DecisionClock | Unset): A clock, by `type` (play-contract, "Clocks, second
                version"); none runs before every person opened the game once, or `start_grace_seconds` after creation.
            first_seat (int | None | Unset): The starting player (P19); absent: drawn at random.
            guard_tower (bool | Unset): With 2 players, let the random selections include the Guard Tower (P14; no effect
                otherwise). Default false.
            hints (bool | Unset): Whether its people may ask the expert for a hint (`POST /v1/games/{id}/hint`; each one is
                told to every seat as `hint_given` and counted in the export). Default false: a portal decides for its rated
                games.
            names (list[str] | Unset): One name per seat (or use `seats`).
            plague_spares_fewest_rats (bool | Unset): When nobody survives the plague, the players with the fewest rats are
                spared (P65). Default false.
            players (int | Unset):
            seats (list[SeatRequest] | Unset): One entry per seat: a person or a bot (instead of `names`).
            seed (int | Unset): Makes setup and every random event reproducible.
            turn_seconds (int | Unset): The clock: seconds per decision (none: no clock); the shorthand of `"clock":
                {"type": "decision", "seconds": ...}` without a start grace.
            tutorial (bool | Unset): true: the game's tutorial (`GET /v1/game-types` says which games have one): its fixed
                deal and scripted bots, the caller's seat the learner's, whose every prompt gains the `lesson` it teaches there.
                Only with `hints` and a clock: the tutorial has its own players, seats, deal and options.
            variant (CreateGameRequest1347Variant | Unset): The building selection method (P14). Default:
                CreateGameRequest1347Variant.FIRST_GAME.
     """

    game: CreateGameRequest1347Game
    buildings: BuildingCounts1347 | Unset = UNSET
    client_seed: str | Unset = UNSET
    clock: BankClock | DaysClock | DecisionClock | Unset = UNSET
    first_seat: int | None | Unset = UNSET
    guard_tower: bool | Unset = UNSET
    hints: bool | Unset = UNSET
    names: list[str] | Unset = UNSET
    plague_spares_fewest_rats: bool | Unset = UNSET
    players: int | Unset = UNSET
    seats: list[SeatRequest] | Unset = UNSET
    seed: int | Unset = UNSET
    turn_seconds: int | Unset = UNSET
    tutorial: bool | Unset = UNSET
    variant: CreateGameRequest1347Variant | Unset = CreateGameRequest1347Variant.FIRST_GAME





    def to_dict(self) -> dict[str, Any]:
        from ..models.bank_clock import BankClock # noqa: PLC0415
        from ..models.building_counts_1347 import BuildingCounts1347 # noqa: PLC0415
        from ..models.days_clock import DaysClock # noqa: PLC0415
        from ..models.decision_clock import DecisionClock # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        game = self.game.value

        buildings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.buildings, Unset):
            buildings = self.buildings.to_dict()

        client_seed = self.client_seed

        clock: dict[str, Any] | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, DecisionClock):
            clock = self.clock.to_dict()
        elif isinstance(self.clock, BankClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock.to_dict()


        first_seat: int | None | Unset
        if isinstance(self.first_seat, Unset):
            first_seat = UNSET
        else:
            first_seat = self.first_seat

        guard_tower = self.guard_tower

        hints = self.hints

        names: list[str] | Unset = UNSET
        if not isinstance(self.names, Unset):
            names = self.names



        plague_spares_fewest_rats = self.plague_spares_fewest_rats

        players = self.players

        seats: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item = seats_item_data.to_dict()
                seats.append(seats_item)



        seed = self.seed

        turn_seconds = self.turn_seconds

        tutorial = self.tutorial

        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })
        if buildings is not UNSET:
            field_dict["buildings"] = buildings
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if clock is not UNSET:
            field_dict["clock"] = clock
        if first_seat is not UNSET:
            field_dict["first_seat"] = first_seat
        if guard_tower is not UNSET:
            field_dict["guard_tower"] = guard_tower
        if hints is not UNSET:
            field_dict["hints"] = hints
        if names is not UNSET:
            field_dict["names"] = names
        if plague_spares_fewest_rats is not UNSET:
            field_dict["plague_spares_fewest_rats"] = plague_spares_fewest_rats
        if players is not UNSET:
            field_dict["players"] = players
        if seats is not UNSET:
            field_dict["seats"] = seats
        if seed is not UNSET:
            field_dict["seed"] = seed
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds
        if tutorial is not UNSET:
            field_dict["tutorial"] = tutorial
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bank_clock import BankClock # noqa: PLC0415
        from ..models.building_counts_1347 import BuildingCounts1347 # noqa: PLC0415
        from ..models.days_clock import DaysClock # noqa: PLC0415
        from ..models.decision_clock import DecisionClock # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        d = dict(src_dict)
        game = CreateGameRequest1347Game(d.pop("game"))




        _buildings = d.pop("buildings", UNSET)
        buildings: BuildingCounts1347 | Unset
        if isinstance(_buildings,  Unset):
            buildings = UNSET
        else:
            buildings = BuildingCounts1347.from_dict(_buildings)




        client_seed = d.pop("client_seed", UNSET)

        def _parse_clock(data: object) -> BankClock | DaysClock | DecisionClock | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_type_0 = DecisionClock.from_dict(data)



                return componentsschemas_clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_type_1 = BankClock.from_dict(data)



                return componentsschemas_clock_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_clock_type_2 = DaysClock.from_dict(data)



            return componentsschemas_clock_type_2

        clock = _parse_clock(d.pop("clock", UNSET))


        def _parse_first_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_seat = _parse_first_seat(d.pop("first_seat", UNSET))


        guard_tower = d.pop("guard_tower", UNSET)

        hints = d.pop("hints", UNSET)

        names = cast(list[str], d.pop("names", UNSET))


        plague_spares_fewest_rats = d.pop("plague_spares_fewest_rats", UNSET)

        players = d.pop("players", UNSET)

        _seats = d.pop("seats", UNSET)
        seats: list[SeatRequest] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = SeatRequest.from_dict(seats_item_data)



                seats.append(seats_item)


        seed = d.pop("seed", UNSET)

        turn_seconds = d.pop("turn_seconds", UNSET)

        tutorial = d.pop("tutorial", UNSET)

        _variant = d.pop("variant", UNSET)
        variant: CreateGameRequest1347Variant | Unset
        if isinstance(_variant,  Unset):
            variant = UNSET
        else:
            variant = CreateGameRequest1347Variant(_variant)




        create_game_request_1347 = cls(
            game=game,
            buildings=buildings,
            client_seed=client_seed,
            clock=clock,
            first_seat=first_seat,
            guard_tower=guard_tower,
            hints=hints,
            names=names,
            plague_spares_fewest_rats=plague_spares_fewest_rats,
            players=players,
            seats=seats,
            seed=seed,
            turn_seconds=turn_seconds,
            tutorial=tutorial,
            variant=variant,
        )

        return create_game_request_1347

