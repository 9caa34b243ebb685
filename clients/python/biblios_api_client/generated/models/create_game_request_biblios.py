from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_game_request_biblios_game import CreateGameRequestBibliosGame
from ..models.create_game_request_biblios_variant import CreateGameRequestBibliosVariant
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bank_clock import BankClock
  from ..models.days_clock import DaysClock
  from ..models.decision_clock import DecisionClock
  from ..models.seat_request import SeatRequest





T = TypeVar("T", bound="CreateGameRequestBiblios")



@_attrs_define
class CreateGameRequestBiblios:
    """ The actions of its game (the body of `POST /v1/games/{id}/actions` for a game of `biblios`): `ActionBiblios`.

        Attributes:
            game (CreateGameRequestBibliosGame):
            client_seed (str | Unset): Mixed with the server's committed seed to make the game's seed (fair shuffles; not
                with `seed` or `deck`). Default: empty. It comes with the request that makes the commitment: a seed the server
                picked beforehand no longer gives the deal it was picked for, but the server could still try seeds against it
                (docs/fair-shuffles.md).
            clock (BankClock | DaysClock | DecisionClock | Unset): A clock, by `type` (play-contract, "Clocks, second
                version"); none runs before every person opened the game once, or `start_grace_seconds` after creation.
            deck (list[str] | Unset): The exact draw pile, top first (only where the server allows fixed decks:
                BIBLIOS_ALLOW_FIXED_DECK=1).
            first_seat (int | Unset): The first active seat (R10). Default: 0.
            hints (bool | Unset): Whether its people may ask the expert for a hint (`POST /v1/games/{id}/hint`; each one is
                told to every seat as `hint_given` and counted in the export). Default false: a portal decides for its rated
                games.
            names (list[str] | Unset): One name per seat.
            players (int | Unset):
            seats (list[SeatRequest] | Unset): One entry per seat: a person or a bot (instead of `names`).
            seed (int | Unset): Makes setup and every random event reproducible.
            turn_seconds (int | Unset): The clock: seconds per decision (none: no clock); the shorthand of `"clock":
                {"type": "decision", "seconds": ...}` without a start grace.
            tutorial (bool | Unset): true: the game's tutorial (`GET /v1/game-types` says which games have one): its fixed
                deal and scripted bots, the caller's seat the learner's, whose every prompt gains the `lesson` it teaches there.
                Only with `hints` and a clock: the tutorial has its own players, seats, deal and options.
            variant (CreateGameRequestBibliosVariant | Unset):  Default: CreateGameRequestBibliosVariant.STANDARD.
     """

    game: CreateGameRequestBibliosGame
    client_seed: str | Unset = UNSET
    clock: BankClock | DaysClock | DecisionClock | Unset = UNSET
    deck: list[str] | Unset = UNSET
    first_seat: int | Unset = 0
    hints: bool | Unset = UNSET
    names: list[str] | Unset = UNSET
    players: int | Unset = UNSET
    seats: list[SeatRequest] | Unset = UNSET
    seed: int | Unset = UNSET
    turn_seconds: int | Unset = UNSET
    tutorial: bool | Unset = UNSET
    variant: CreateGameRequestBibliosVariant | Unset = CreateGameRequestBibliosVariant.STANDARD





    def to_dict(self) -> dict[str, Any]:
        from ..models.bank_clock import BankClock # noqa: PLC0415
        from ..models.days_clock import DaysClock # noqa: PLC0415
        from ..models.decision_clock import DecisionClock # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        game = self.game.value

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


        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck



        first_seat = self.first_seat

        hints = self.hints

        names: list[str] | Unset = UNSET
        if not isinstance(self.names, Unset):
            names = self.names



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
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if clock is not UNSET:
            field_dict["clock"] = clock
        if deck is not UNSET:
            field_dict["deck"] = deck
        if first_seat is not UNSET:
            field_dict["first_seat"] = first_seat
        if hints is not UNSET:
            field_dict["hints"] = hints
        if names is not UNSET:
            field_dict["names"] = names
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
        from ..models.days_clock import DaysClock # noqa: PLC0415
        from ..models.decision_clock import DecisionClock # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        d = dict(src_dict)
        game = CreateGameRequestBibliosGame(d.pop("game"))




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


        deck = cast(list[str], d.pop("deck", UNSET))


        first_seat = d.pop("first_seat", UNSET)

        hints = d.pop("hints", UNSET)

        names = cast(list[str], d.pop("names", UNSET))


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
        variant: CreateGameRequestBibliosVariant | Unset
        if isinstance(_variant,  Unset):
            variant = UNSET
        else:
            variant = CreateGameRequestBibliosVariant(_variant)




        create_game_request_biblios = cls(
            game=game,
            client_seed=client_seed,
            clock=clock,
            deck=deck,
            first_seat=first_seat,
            hints=hints,
            names=names,
            players=players,
            seats=seats,
            seed=seed,
            turn_seconds=turn_seconds,
            tutorial=tutorial,
            variant=variant,
        )

        return create_game_request_biblios

