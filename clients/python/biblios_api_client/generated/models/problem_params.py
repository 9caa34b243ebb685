from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.bid_too_high_problem_params_biblios import BidTooHighProblemParamsBiblios
  from ..models.bid_too_low_problem_params_biblios import BidTooLowProblemParamsBiblios
  from ..models.bot_seat_problem_params import BotSeatProblemParams
  from ..models.card_not_committable_problem_params_1347 import CardNotCommittableProblemParams1347
  from ..models.card_not_in_hand_problem_params import CardNotInHandProblemParams
  from ..models.card_not_public_problem_params_biblios import CardNotPublicProblemParamsBiblios
  from ..models.deck_duplicate_card_problem_params_biblios import DeckDuplicateCardProblemParamsBiblios
  from ..models.deck_gold_removal_problem_params_biblios import DeckGoldRemovalProblemParamsBiblios
  from ..models.deck_wrong_size_problem_params_biblios import DeckWrongSizeProblemParamsBiblios
  from ..models.die_out_of_range_problem_params_biblios import DieOutOfRangeProblemParamsBiblios
  from ..models.duplicate_card_problem_params import DuplicateCardProblemParams
  from ..models.duplicate_name_problem_params import DuplicateNameProblemParams
  from ..models.duplicate_position_problem_params_1347 import DuplicatePositionProblemParams1347
  from ..models.export_invalid_problem_params import ExportInvalidProblemParams
  from ..models.game_not_found_problem_params import GameNotFoundProblemParams
  from ..models.game_not_over_problem_params import GameNotOverProblemParams
  from ..models.idempotency_key_reused_problem_params import IdempotencyKeyReusedProblemParams
  from ..models.illegal_action_problem_params import IllegalActionProblemParams
  from ..models.invalid_building_counts_problem_params_1347 import InvalidBuildingCountsProblemParams1347
  from ..models.invalid_delta_problem_params_biblios import InvalidDeltaProblemParamsBiblios
  from ..models.invalid_first_seat_problem_params import InvalidFirstSeatProblemParams
  from ..models.invalid_loser_problem_params_1347 import InvalidLoserProblemParams1347
  from ..models.invalid_option_problem_params_1347 import InvalidOptionProblemParams1347
  from ..models.invalid_players_problem_params import InvalidPlayersProblemParams
  from ..models.invalid_position_problem_params_1347 import InvalidPositionProblemParams1347
  from ..models.invalid_row_problem_params_1347 import InvalidRowProblemParams1347
  from ..models.invalid_variant_problem_params import InvalidVariantProblemParams
  from ..models.missing_option_problem_params_1347 import MissingOptionProblemParams1347
  from ..models.name_reserved_problem_params import NameReservedProblemParams
  from ..models.not_supported_by_game_problem_params import NotSupportedByGameProblemParams
  from ..models.not_your_turn_problem_params import NotYourTurnProblemParams
  from ..models.payment_not_gold_problem_params_biblios import PaymentNotGoldProblemParamsBiblios
  from ..models.payment_too_small_problem_params_biblios import PaymentTooSmallProblemParamsBiblios
  from ..models.quota_used_problem_params_biblios import QuotaUsedProblemParamsBiblios
  from ..models.same_die_twice_problem_params_biblios import SameDieTwiceProblemParamsBiblios
  from ..models.seat_not_taken_over_problem_params import SeatNotTakenOverProblemParams
  from ..models.seat_resigned_problem_params import SeatResignedProblemParams
  from ..models.seat_taken_over_problem_params import SeatTakenOverProblemParams
  from ..models.stale_version_problem_params import StaleVersionProblemParams
  from ..models.unknown_bot_problem_params import UnknownBotProblemParams
  from ..models.unknown_card_problem_params import UnknownCardProblemParams
  from ..models.unsupported_media_type_problem_params import UnsupportedMediaTypeProblemParams
  from ..models.wrong_card_count_problem_params import WrongCardCountProblemParams
  from ..models.wrong_die_count_problem_params_biblios import WrongDieCountProblemParamsBiblios
  from ..models.wrong_direction_problem_params_biblios import WrongDirectionProblemParamsBiblios
  from ..models.wrong_look_count_problem_params_1347 import WrongLookCountProblemParams1347
  from ..models.wrong_seat_count_problem_params import WrongSeatCountProblemParams





T = TypeVar("T", bound="ProblemParams")



@_attrs_define
class ProblemParams:
    """ The `params` of a problem (`ProblemOut`), by its `code` (docs/codes.md): one property per code that has parameters,
    their types. A code not listed sends no `params` (a plug-in game's own codes may). Strings echoed from the request
    are cut to 64 characters, lists to 64 items. Documentation: no answer is a `ProblemParams`.

        Attributes:
            bid_too_high (BidTooHighProblemParamsBiblios): The parameters of the problem `bid_too_high`: bid above the
                maximum (R20).
            bid_too_low (BidTooLowProblemParamsBiblios): The parameters of the problem `bid_too_low`: bid below the minimum
                (R19).
            bot_seat (BotSeatProblemParams): The parameters of the problem `bot_seat`: the seat named is a bot's, where a
                person's is needed.
            card_not_committable (CardNotCommittableProblemParams1347): The parameters of the problem
                `card_not_committable`: Gold or a Pass put on a building (P31).
            card_not_in_hand (CardNotInHandProblemParams): The parameters of the problem `card_not_in_hand` (games: biblios,
                1347).
            card_not_public (CardNotPublicProblemParamsBiblios): The parameters of the problem `card_not_public`: the card
                to take is not in the public space (R12).
            deck_duplicate_card (DeckDuplicateCardProblemParamsBiblios): The parameters of the problem
                `deck_duplicate_card`: a fixed deck lists a card twice.
            deck_gold_removal (DeckGoldRemovalProblemParamsBiblios): The parameters of the problem `deck_gold_removal`: a
                fixed deck leaves too few gold cards of a value out (R9).
            deck_wrong_size (DeckWrongSizeProblemParamsBiblios): The parameters of the problem `deck_wrong_size`: a fixed
                deck of the wrong length (R9).
            die_out_of_range (DieOutOfRangeProblemParamsBiblios): The parameters of the problem `die_out_of_range`: the die
                would leave 1..6 (R17).
            duplicate_card (DuplicateCardProblemParams): The parameters of the problem `duplicate_card` (games: biblios,
                1347).
            duplicate_name (DuplicateNameProblemParams): The parameters of the problem `duplicate_name`: two seats with the
                same name, case, normalization and lookalike letters aside ("Ana", "Аna" with a Cyrillic "А").
            duplicate_position (DuplicatePositionProblemParams1347): The parameters of the problem `duplicate_position`: the
                same nun position twice (P28, P50).
            export_invalid (ExportInvalidProblemParams): The parameters of the problem `export_invalid`: an export document
                given to replay fails the verifier's check named (`biblios-verify`).
            game_not_found (GameNotFoundProblemParams): The parameters of the problem `game_not_found`: unknown game id.
            game_not_over (GameNotOverProblemParams): The parameters of the problem `game_not_over`: the game cannot be
                exported (or reviewed) before it has ended.
            idempotency_key_reused (IdempotencyKeyReusedProblemParams): The parameters of the problem
                `idempotency_key_reused`: the seat's last `Idempotency-Key` was sent with another action, or the caller's
                creation key with another creation request.
            illegal_action (IllegalActionProblemParams): The parameters of the problem `illegal_action`: that kind of action
                is not possible at this moment.
            invalid_building_counts (InvalidBuildingCountsProblemParams1347): The parameters of the problem
                `invalid_building_counts`: a class's copies do not sum to 5 (P14).
            invalid_delta (InvalidDeltaProblemParamsBiblios): The parameters of the problem `invalid_delta`: a die change
                other than +1 or −1 (R17).
            invalid_first_seat (InvalidFirstSeatProblemParams): The parameters of the problem `invalid_first_seat`:
                `first_seat` is not a seat of the game.
            invalid_loser (InvalidLoserProblemParams1347): The parameters of the problem `invalid_loser`: not one of the
                tied losers (P36, P37).
            invalid_option (InvalidOptionProblemParams1347): The parameters of the problem `invalid_option`: an unknown
                option, a wrong type, `buildings` outside `custom` (P14).
            invalid_players (InvalidPlayersProblemParams): The parameters of the problem `invalid_players`: a game of this
                kind is not for that many players.
            invalid_position (InvalidPositionProblemParams1347): The parameters of the problem `invalid_position`: a nun
                position outside 1..5 (P28).
            invalid_row (InvalidRowProblemParams1347): The parameters of the problem `invalid_row`: no such row position
                (P25, P30).
            invalid_variant (InvalidVariantProblemParams): The parameters of the problem `invalid_variant`: the variant is
                not one of the game's.
            missing_option (MissingOptionProblemParams1347): The parameters of the problem `missing_option`: `custom`
                without `buildings` (P14).
            name_reserved (NameReservedProblemParams): The parameters of the problem `name_reserved`: a name that reads as a
                seat's default name in any language ("Player 2", "Бот 3"), lookalikes included ("Bоt 2" with a Cyrillic "о",
                "Ｂｏｔ ２", "Bot\\u00a02": compared by Unicode's confusable skeleton, `api/i18n/lookalikes.py`).
            not_supported_by_game (NotSupportedByGameProblemParams): The parameters of the problem `not_supported_by_game`:
                an operation the game does not offer (`POST .../preview` on a Biblios game: only 1347 has previews).
            not_your_turn (NotYourTurnProblemParams): The parameters of the problem `not_your_turn`: the caller is not the
                seat the game waits for (spectators included), or has no decision to make (a hint).
            payment_not_gold (PaymentNotGoldProblemParamsBiblios): The parameters of the problem `payment_not_gold`: a non-
                gold card offered for a gold price (R21).
            payment_too_small (PaymentTooSmallProblemParamsBiblios): The parameters of the problem `payment_too_small`: gold
                paid is below the bid (R21).
            quota_used (QuotaUsedProblemParamsBiblios): The parameters of the problem `quota_used`: the destination's quota
                for this turn is used up (R11).
            same_die_twice (SameDieTwiceProblemParamsBiblios): The parameters of the problem `same_die_twice`: a two-dice
                card names one die twice (R17).
            seat_not_taken_over (SeatNotTakenOverProblemParams): The parameters of the problem `seat_not_taken_over`: `POST
                .../seats/{seat}/reclaim` for a seat that is playing (nothing to take back).
            seat_resigned (SeatResignedProblemParams): The parameters of the problem `seat_resigned`: the seat has resigned:
                its token reads, it no longer acts (checked after `game_over`, before `not_your_turn`).
            seat_taken_over (SeatTakenOverProblemParams): The parameters of the problem `seat_taken_over`: a bot took the
                seat over after three timeouts in a row (same place in the check order).
            stale_version (StaleVersionProblemParams): The parameters of the problem `stale_version`: `If-Match` differs
                from the game's version.
            unknown_bot (UnknownBotProblemParams): The parameters of the problem `unknown_bot`: no bot of that name.
            unknown_card (UnknownCardProblemParams): The parameters of the problem `unknown_card` (games: biblios, 1347).
            unsupported_media_type (UnsupportedMediaTypeProblemParams): The parameters of the problem
                `unsupported_media_type`: a body not sent as JSON.
            wrong_card_count (WrongCardCountProblemParams): The parameters of the problem `wrong_card_count` (games:
                biblios, 1347).
            wrong_die_count (WrongDieCountProblemParamsBiblios): The parameters of the problem `wrong_die_count`: the church
                card moves `expected` dice (0 declines) (R17).
            wrong_direction (WrongDirectionProblemParamsBiblios): The parameters of the problem `wrong_direction`: the
                church card does not move dice that way (R17).
            wrong_look_count (WrongLookCountProblemParams1347): The parameters of the problem `wrong_look_count`: not as
                many nun positions as eye symbols / Tent looks (P28, P50).
            wrong_seat_count (WrongSeatCountProblemParams): The parameters of the problem `wrong_seat_count`: not one seat
                per player.
     """

    bid_too_high: BidTooHighProblemParamsBiblios
    bid_too_low: BidTooLowProblemParamsBiblios
    bot_seat: BotSeatProblemParams
    card_not_committable: CardNotCommittableProblemParams1347
    card_not_in_hand: CardNotInHandProblemParams
    card_not_public: CardNotPublicProblemParamsBiblios
    deck_duplicate_card: DeckDuplicateCardProblemParamsBiblios
    deck_gold_removal: DeckGoldRemovalProblemParamsBiblios
    deck_wrong_size: DeckWrongSizeProblemParamsBiblios
    die_out_of_range: DieOutOfRangeProblemParamsBiblios
    duplicate_card: DuplicateCardProblemParams
    duplicate_name: DuplicateNameProblemParams
    duplicate_position: DuplicatePositionProblemParams1347
    export_invalid: ExportInvalidProblemParams
    game_not_found: GameNotFoundProblemParams
    game_not_over: GameNotOverProblemParams
    idempotency_key_reused: IdempotencyKeyReusedProblemParams
    illegal_action: IllegalActionProblemParams
    invalid_building_counts: InvalidBuildingCountsProblemParams1347
    invalid_delta: InvalidDeltaProblemParamsBiblios
    invalid_first_seat: InvalidFirstSeatProblemParams
    invalid_loser: InvalidLoserProblemParams1347
    invalid_option: InvalidOptionProblemParams1347
    invalid_players: InvalidPlayersProblemParams
    invalid_position: InvalidPositionProblemParams1347
    invalid_row: InvalidRowProblemParams1347
    invalid_variant: InvalidVariantProblemParams
    missing_option: MissingOptionProblemParams1347
    name_reserved: NameReservedProblemParams
    not_supported_by_game: NotSupportedByGameProblemParams
    not_your_turn: NotYourTurnProblemParams
    payment_not_gold: PaymentNotGoldProblemParamsBiblios
    payment_too_small: PaymentTooSmallProblemParamsBiblios
    quota_used: QuotaUsedProblemParamsBiblios
    same_die_twice: SameDieTwiceProblemParamsBiblios
    seat_not_taken_over: SeatNotTakenOverProblemParams
    seat_resigned: SeatResignedProblemParams
    seat_taken_over: SeatTakenOverProblemParams
    stale_version: StaleVersionProblemParams
    unknown_bot: UnknownBotProblemParams
    unknown_card: UnknownCardProblemParams
    unsupported_media_type: UnsupportedMediaTypeProblemParams
    wrong_card_count: WrongCardCountProblemParams
    wrong_die_count: WrongDieCountProblemParamsBiblios
    wrong_direction: WrongDirectionProblemParamsBiblios
    wrong_look_count: WrongLookCountProblemParams1347
    wrong_seat_count: WrongSeatCountProblemParams





    def to_dict(self) -> dict[str, Any]:
        from ..models.bid_too_high_problem_params_biblios import BidTooHighProblemParamsBiblios # noqa: PLC0415
        from ..models.bid_too_low_problem_params_biblios import BidTooLowProblemParamsBiblios # noqa: PLC0415
        from ..models.bot_seat_problem_params import BotSeatProblemParams # noqa: PLC0415
        from ..models.card_not_committable_problem_params_1347 import CardNotCommittableProblemParams1347 # noqa: PLC0415
        from ..models.card_not_in_hand_problem_params import CardNotInHandProblemParams # noqa: PLC0415
        from ..models.card_not_public_problem_params_biblios import CardNotPublicProblemParamsBiblios # noqa: PLC0415
        from ..models.deck_duplicate_card_problem_params_biblios import DeckDuplicateCardProblemParamsBiblios # noqa: PLC0415
        from ..models.deck_gold_removal_problem_params_biblios import DeckGoldRemovalProblemParamsBiblios # noqa: PLC0415
        from ..models.deck_wrong_size_problem_params_biblios import DeckWrongSizeProblemParamsBiblios # noqa: PLC0415
        from ..models.die_out_of_range_problem_params_biblios import DieOutOfRangeProblemParamsBiblios # noqa: PLC0415
        from ..models.duplicate_card_problem_params import DuplicateCardProblemParams # noqa: PLC0415
        from ..models.duplicate_name_problem_params import DuplicateNameProblemParams # noqa: PLC0415
        from ..models.duplicate_position_problem_params_1347 import DuplicatePositionProblemParams1347 # noqa: PLC0415
        from ..models.export_invalid_problem_params import ExportInvalidProblemParams # noqa: PLC0415
        from ..models.game_not_found_problem_params import GameNotFoundProblemParams # noqa: PLC0415
        from ..models.game_not_over_problem_params import GameNotOverProblemParams # noqa: PLC0415
        from ..models.idempotency_key_reused_problem_params import IdempotencyKeyReusedProblemParams # noqa: PLC0415
        from ..models.illegal_action_problem_params import IllegalActionProblemParams # noqa: PLC0415
        from ..models.invalid_building_counts_problem_params_1347 import InvalidBuildingCountsProblemParams1347 # noqa: PLC0415
        from ..models.invalid_delta_problem_params_biblios import InvalidDeltaProblemParamsBiblios # noqa: PLC0415
        from ..models.invalid_first_seat_problem_params import InvalidFirstSeatProblemParams # noqa: PLC0415
        from ..models.invalid_loser_problem_params_1347 import InvalidLoserProblemParams1347 # noqa: PLC0415
        from ..models.invalid_option_problem_params_1347 import InvalidOptionProblemParams1347 # noqa: PLC0415
        from ..models.invalid_players_problem_params import InvalidPlayersProblemParams # noqa: PLC0415
        from ..models.invalid_position_problem_params_1347 import InvalidPositionProblemParams1347 # noqa: PLC0415
        from ..models.invalid_row_problem_params_1347 import InvalidRowProblemParams1347 # noqa: PLC0415
        from ..models.invalid_variant_problem_params import InvalidVariantProblemParams # noqa: PLC0415
        from ..models.missing_option_problem_params_1347 import MissingOptionProblemParams1347 # noqa: PLC0415
        from ..models.name_reserved_problem_params import NameReservedProblemParams # noqa: PLC0415
        from ..models.not_supported_by_game_problem_params import NotSupportedByGameProblemParams # noqa: PLC0415
        from ..models.not_your_turn_problem_params import NotYourTurnProblemParams # noqa: PLC0415
        from ..models.payment_not_gold_problem_params_biblios import PaymentNotGoldProblemParamsBiblios # noqa: PLC0415
        from ..models.payment_too_small_problem_params_biblios import PaymentTooSmallProblemParamsBiblios # noqa: PLC0415
        from ..models.quota_used_problem_params_biblios import QuotaUsedProblemParamsBiblios # noqa: PLC0415
        from ..models.same_die_twice_problem_params_biblios import SameDieTwiceProblemParamsBiblios # noqa: PLC0415
        from ..models.seat_not_taken_over_problem_params import SeatNotTakenOverProblemParams # noqa: PLC0415
        from ..models.seat_resigned_problem_params import SeatResignedProblemParams # noqa: PLC0415
        from ..models.seat_taken_over_problem_params import SeatTakenOverProblemParams # noqa: PLC0415
        from ..models.stale_version_problem_params import StaleVersionProblemParams # noqa: PLC0415
        from ..models.unknown_bot_problem_params import UnknownBotProblemParams # noqa: PLC0415
        from ..models.unknown_card_problem_params import UnknownCardProblemParams # noqa: PLC0415
        from ..models.unsupported_media_type_problem_params import UnsupportedMediaTypeProblemParams # noqa: PLC0415
        from ..models.wrong_card_count_problem_params import WrongCardCountProblemParams # noqa: PLC0415
        from ..models.wrong_die_count_problem_params_biblios import WrongDieCountProblemParamsBiblios # noqa: PLC0415
        from ..models.wrong_direction_problem_params_biblios import WrongDirectionProblemParamsBiblios # noqa: PLC0415
        from ..models.wrong_look_count_problem_params_1347 import WrongLookCountProblemParams1347 # noqa: PLC0415
        from ..models.wrong_seat_count_problem_params import WrongSeatCountProblemParams # noqa: PLC0415
        bid_too_high = self.bid_too_high.to_dict()

        bid_too_low = self.bid_too_low.to_dict()

        bot_seat = self.bot_seat.to_dict()

        card_not_committable = self.card_not_committable.to_dict()

        card_not_in_hand = self.card_not_in_hand.to_dict()

        card_not_public = self.card_not_public.to_dict()

        deck_duplicate_card = self.deck_duplicate_card.to_dict()

        deck_gold_removal = self.deck_gold_removal.to_dict()

        deck_wrong_size = self.deck_wrong_size.to_dict()

        die_out_of_range = self.die_out_of_range.to_dict()

        duplicate_card = self.duplicate_card.to_dict()

        duplicate_name = self.duplicate_name.to_dict()

        duplicate_position = self.duplicate_position.to_dict()

        export_invalid = self.export_invalid.to_dict()

        game_not_found = self.game_not_found.to_dict()

        game_not_over = self.game_not_over.to_dict()

        idempotency_key_reused = self.idempotency_key_reused.to_dict()

        illegal_action = self.illegal_action.to_dict()

        invalid_building_counts = self.invalid_building_counts.to_dict()

        invalid_delta = self.invalid_delta.to_dict()

        invalid_first_seat = self.invalid_first_seat.to_dict()

        invalid_loser = self.invalid_loser.to_dict()

        invalid_option = self.invalid_option.to_dict()

        invalid_players = self.invalid_players.to_dict()

        invalid_position = self.invalid_position.to_dict()

        invalid_row = self.invalid_row.to_dict()

        invalid_variant = self.invalid_variant.to_dict()

        missing_option = self.missing_option.to_dict()

        name_reserved = self.name_reserved.to_dict()

        not_supported_by_game = self.not_supported_by_game.to_dict()

        not_your_turn = self.not_your_turn.to_dict()

        payment_not_gold = self.payment_not_gold.to_dict()

        payment_too_small = self.payment_too_small.to_dict()

        quota_used = self.quota_used.to_dict()

        same_die_twice = self.same_die_twice.to_dict()

        seat_not_taken_over = self.seat_not_taken_over.to_dict()

        seat_resigned = self.seat_resigned.to_dict()

        seat_taken_over = self.seat_taken_over.to_dict()

        stale_version = self.stale_version.to_dict()

        unknown_bot = self.unknown_bot.to_dict()

        unknown_card = self.unknown_card.to_dict()

        unsupported_media_type = self.unsupported_media_type.to_dict()

        wrong_card_count = self.wrong_card_count.to_dict()

        wrong_die_count = self.wrong_die_count.to_dict()

        wrong_direction = self.wrong_direction.to_dict()

        wrong_look_count = self.wrong_look_count.to_dict()

        wrong_seat_count = self.wrong_seat_count.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bid_too_high": bid_too_high,
            "bid_too_low": bid_too_low,
            "bot_seat": bot_seat,
            "card_not_committable": card_not_committable,
            "card_not_in_hand": card_not_in_hand,
            "card_not_public": card_not_public,
            "deck_duplicate_card": deck_duplicate_card,
            "deck_gold_removal": deck_gold_removal,
            "deck_wrong_size": deck_wrong_size,
            "die_out_of_range": die_out_of_range,
            "duplicate_card": duplicate_card,
            "duplicate_name": duplicate_name,
            "duplicate_position": duplicate_position,
            "export_invalid": export_invalid,
            "game_not_found": game_not_found,
            "game_not_over": game_not_over,
            "idempotency_key_reused": idempotency_key_reused,
            "illegal_action": illegal_action,
            "invalid_building_counts": invalid_building_counts,
            "invalid_delta": invalid_delta,
            "invalid_first_seat": invalid_first_seat,
            "invalid_loser": invalid_loser,
            "invalid_option": invalid_option,
            "invalid_players": invalid_players,
            "invalid_position": invalid_position,
            "invalid_row": invalid_row,
            "invalid_variant": invalid_variant,
            "missing_option": missing_option,
            "name_reserved": name_reserved,
            "not_supported_by_game": not_supported_by_game,
            "not_your_turn": not_your_turn,
            "payment_not_gold": payment_not_gold,
            "payment_too_small": payment_too_small,
            "quota_used": quota_used,
            "same_die_twice": same_die_twice,
            "seat_not_taken_over": seat_not_taken_over,
            "seat_resigned": seat_resigned,
            "seat_taken_over": seat_taken_over,
            "stale_version": stale_version,
            "unknown_bot": unknown_bot,
            "unknown_card": unknown_card,
            "unsupported_media_type": unsupported_media_type,
            "wrong_card_count": wrong_card_count,
            "wrong_die_count": wrong_die_count,
            "wrong_direction": wrong_direction,
            "wrong_look_count": wrong_look_count,
            "wrong_seat_count": wrong_seat_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid_too_high_problem_params_biblios import BidTooHighProblemParamsBiblios # noqa: PLC0415
        from ..models.bid_too_low_problem_params_biblios import BidTooLowProblemParamsBiblios # noqa: PLC0415
        from ..models.bot_seat_problem_params import BotSeatProblemParams # noqa: PLC0415
        from ..models.card_not_committable_problem_params_1347 import CardNotCommittableProblemParams1347 # noqa: PLC0415
        from ..models.card_not_in_hand_problem_params import CardNotInHandProblemParams # noqa: PLC0415
        from ..models.card_not_public_problem_params_biblios import CardNotPublicProblemParamsBiblios # noqa: PLC0415
        from ..models.deck_duplicate_card_problem_params_biblios import DeckDuplicateCardProblemParamsBiblios # noqa: PLC0415
        from ..models.deck_gold_removal_problem_params_biblios import DeckGoldRemovalProblemParamsBiblios # noqa: PLC0415
        from ..models.deck_wrong_size_problem_params_biblios import DeckWrongSizeProblemParamsBiblios # noqa: PLC0415
        from ..models.die_out_of_range_problem_params_biblios import DieOutOfRangeProblemParamsBiblios # noqa: PLC0415
        from ..models.duplicate_card_problem_params import DuplicateCardProblemParams # noqa: PLC0415
        from ..models.duplicate_name_problem_params import DuplicateNameProblemParams # noqa: PLC0415
        from ..models.duplicate_position_problem_params_1347 import DuplicatePositionProblemParams1347 # noqa: PLC0415
        from ..models.export_invalid_problem_params import ExportInvalidProblemParams # noqa: PLC0415
        from ..models.game_not_found_problem_params import GameNotFoundProblemParams # noqa: PLC0415
        from ..models.game_not_over_problem_params import GameNotOverProblemParams # noqa: PLC0415
        from ..models.idempotency_key_reused_problem_params import IdempotencyKeyReusedProblemParams # noqa: PLC0415
        from ..models.illegal_action_problem_params import IllegalActionProblemParams # noqa: PLC0415
        from ..models.invalid_building_counts_problem_params_1347 import InvalidBuildingCountsProblemParams1347 # noqa: PLC0415
        from ..models.invalid_delta_problem_params_biblios import InvalidDeltaProblemParamsBiblios # noqa: PLC0415
        from ..models.invalid_first_seat_problem_params import InvalidFirstSeatProblemParams # noqa: PLC0415
        from ..models.invalid_loser_problem_params_1347 import InvalidLoserProblemParams1347 # noqa: PLC0415
        from ..models.invalid_option_problem_params_1347 import InvalidOptionProblemParams1347 # noqa: PLC0415
        from ..models.invalid_players_problem_params import InvalidPlayersProblemParams # noqa: PLC0415
        from ..models.invalid_position_problem_params_1347 import InvalidPositionProblemParams1347 # noqa: PLC0415
        from ..models.invalid_row_problem_params_1347 import InvalidRowProblemParams1347 # noqa: PLC0415
        from ..models.invalid_variant_problem_params import InvalidVariantProblemParams # noqa: PLC0415
        from ..models.missing_option_problem_params_1347 import MissingOptionProblemParams1347 # noqa: PLC0415
        from ..models.name_reserved_problem_params import NameReservedProblemParams # noqa: PLC0415
        from ..models.not_supported_by_game_problem_params import NotSupportedByGameProblemParams # noqa: PLC0415
        from ..models.not_your_turn_problem_params import NotYourTurnProblemParams # noqa: PLC0415
        from ..models.payment_not_gold_problem_params_biblios import PaymentNotGoldProblemParamsBiblios # noqa: PLC0415
        from ..models.payment_too_small_problem_params_biblios import PaymentTooSmallProblemParamsBiblios # noqa: PLC0415
        from ..models.quota_used_problem_params_biblios import QuotaUsedProblemParamsBiblios # noqa: PLC0415
        from ..models.same_die_twice_problem_params_biblios import SameDieTwiceProblemParamsBiblios # noqa: PLC0415
        from ..models.seat_not_taken_over_problem_params import SeatNotTakenOverProblemParams # noqa: PLC0415
        from ..models.seat_resigned_problem_params import SeatResignedProblemParams # noqa: PLC0415
        from ..models.seat_taken_over_problem_params import SeatTakenOverProblemParams # noqa: PLC0415
        from ..models.stale_version_problem_params import StaleVersionProblemParams # noqa: PLC0415
        from ..models.unknown_bot_problem_params import UnknownBotProblemParams # noqa: PLC0415
        from ..models.unknown_card_problem_params import UnknownCardProblemParams # noqa: PLC0415
        from ..models.unsupported_media_type_problem_params import UnsupportedMediaTypeProblemParams # noqa: PLC0415
        from ..models.wrong_card_count_problem_params import WrongCardCountProblemParams # noqa: PLC0415
        from ..models.wrong_die_count_problem_params_biblios import WrongDieCountProblemParamsBiblios # noqa: PLC0415
        from ..models.wrong_direction_problem_params_biblios import WrongDirectionProblemParamsBiblios # noqa: PLC0415
        from ..models.wrong_look_count_problem_params_1347 import WrongLookCountProblemParams1347 # noqa: PLC0415
        from ..models.wrong_seat_count_problem_params import WrongSeatCountProblemParams # noqa: PLC0415
        d = dict(src_dict)
        bid_too_high = BidTooHighProblemParamsBiblios.from_dict(d.pop("bid_too_high"))




        bid_too_low = BidTooLowProblemParamsBiblios.from_dict(d.pop("bid_too_low"))




        bot_seat = BotSeatProblemParams.from_dict(d.pop("bot_seat"))




        card_not_committable = CardNotCommittableProblemParams1347.from_dict(d.pop("card_not_committable"))




        card_not_in_hand = CardNotInHandProblemParams.from_dict(d.pop("card_not_in_hand"))




        card_not_public = CardNotPublicProblemParamsBiblios.from_dict(d.pop("card_not_public"))




        deck_duplicate_card = DeckDuplicateCardProblemParamsBiblios.from_dict(d.pop("deck_duplicate_card"))




        deck_gold_removal = DeckGoldRemovalProblemParamsBiblios.from_dict(d.pop("deck_gold_removal"))




        deck_wrong_size = DeckWrongSizeProblemParamsBiblios.from_dict(d.pop("deck_wrong_size"))




        die_out_of_range = DieOutOfRangeProblemParamsBiblios.from_dict(d.pop("die_out_of_range"))




        duplicate_card = DuplicateCardProblemParams.from_dict(d.pop("duplicate_card"))




        duplicate_name = DuplicateNameProblemParams.from_dict(d.pop("duplicate_name"))




        duplicate_position = DuplicatePositionProblemParams1347.from_dict(d.pop("duplicate_position"))




        export_invalid = ExportInvalidProblemParams.from_dict(d.pop("export_invalid"))




        game_not_found = GameNotFoundProblemParams.from_dict(d.pop("game_not_found"))




        game_not_over = GameNotOverProblemParams.from_dict(d.pop("game_not_over"))




        idempotency_key_reused = IdempotencyKeyReusedProblemParams.from_dict(d.pop("idempotency_key_reused"))




        illegal_action = IllegalActionProblemParams.from_dict(d.pop("illegal_action"))




        invalid_building_counts = InvalidBuildingCountsProblemParams1347.from_dict(d.pop("invalid_building_counts"))




        invalid_delta = InvalidDeltaProblemParamsBiblios.from_dict(d.pop("invalid_delta"))




        invalid_first_seat = InvalidFirstSeatProblemParams.from_dict(d.pop("invalid_first_seat"))




        invalid_loser = InvalidLoserProblemParams1347.from_dict(d.pop("invalid_loser"))




        invalid_option = InvalidOptionProblemParams1347.from_dict(d.pop("invalid_option"))




        invalid_players = InvalidPlayersProblemParams.from_dict(d.pop("invalid_players"))




        invalid_position = InvalidPositionProblemParams1347.from_dict(d.pop("invalid_position"))




        invalid_row = InvalidRowProblemParams1347.from_dict(d.pop("invalid_row"))




        invalid_variant = InvalidVariantProblemParams.from_dict(d.pop("invalid_variant"))




        missing_option = MissingOptionProblemParams1347.from_dict(d.pop("missing_option"))




        name_reserved = NameReservedProblemParams.from_dict(d.pop("name_reserved"))




        not_supported_by_game = NotSupportedByGameProblemParams.from_dict(d.pop("not_supported_by_game"))




        not_your_turn = NotYourTurnProblemParams.from_dict(d.pop("not_your_turn"))




        payment_not_gold = PaymentNotGoldProblemParamsBiblios.from_dict(d.pop("payment_not_gold"))




        payment_too_small = PaymentTooSmallProblemParamsBiblios.from_dict(d.pop("payment_too_small"))




        quota_used = QuotaUsedProblemParamsBiblios.from_dict(d.pop("quota_used"))




        same_die_twice = SameDieTwiceProblemParamsBiblios.from_dict(d.pop("same_die_twice"))




        seat_not_taken_over = SeatNotTakenOverProblemParams.from_dict(d.pop("seat_not_taken_over"))




        seat_resigned = SeatResignedProblemParams.from_dict(d.pop("seat_resigned"))




        seat_taken_over = SeatTakenOverProblemParams.from_dict(d.pop("seat_taken_over"))




        stale_version = StaleVersionProblemParams.from_dict(d.pop("stale_version"))




        unknown_bot = UnknownBotProblemParams.from_dict(d.pop("unknown_bot"))




        unknown_card = UnknownCardProblemParams.from_dict(d.pop("unknown_card"))




        unsupported_media_type = UnsupportedMediaTypeProblemParams.from_dict(d.pop("unsupported_media_type"))




        wrong_card_count = WrongCardCountProblemParams.from_dict(d.pop("wrong_card_count"))




        wrong_die_count = WrongDieCountProblemParamsBiblios.from_dict(d.pop("wrong_die_count"))




        wrong_direction = WrongDirectionProblemParamsBiblios.from_dict(d.pop("wrong_direction"))




        wrong_look_count = WrongLookCountProblemParams1347.from_dict(d.pop("wrong_look_count"))




        wrong_seat_count = WrongSeatCountProblemParams.from_dict(d.pop("wrong_seat_count"))




        problem_params = cls(
            bid_too_high=bid_too_high,
            bid_too_low=bid_too_low,
            bot_seat=bot_seat,
            card_not_committable=card_not_committable,
            card_not_in_hand=card_not_in_hand,
            card_not_public=card_not_public,
            deck_duplicate_card=deck_duplicate_card,
            deck_gold_removal=deck_gold_removal,
            deck_wrong_size=deck_wrong_size,
            die_out_of_range=die_out_of_range,
            duplicate_card=duplicate_card,
            duplicate_name=duplicate_name,
            duplicate_position=duplicate_position,
            export_invalid=export_invalid,
            game_not_found=game_not_found,
            game_not_over=game_not_over,
            idempotency_key_reused=idempotency_key_reused,
            illegal_action=illegal_action,
            invalid_building_counts=invalid_building_counts,
            invalid_delta=invalid_delta,
            invalid_first_seat=invalid_first_seat,
            invalid_loser=invalid_loser,
            invalid_option=invalid_option,
            invalid_players=invalid_players,
            invalid_position=invalid_position,
            invalid_row=invalid_row,
            invalid_variant=invalid_variant,
            missing_option=missing_option,
            name_reserved=name_reserved,
            not_supported_by_game=not_supported_by_game,
            not_your_turn=not_your_turn,
            payment_not_gold=payment_not_gold,
            payment_too_small=payment_too_small,
            quota_used=quota_used,
            same_die_twice=same_die_twice,
            seat_not_taken_over=seat_not_taken_over,
            seat_resigned=seat_resigned,
            seat_taken_over=seat_taken_over,
            stale_version=stale_version,
            unknown_bot=unknown_bot,
            unknown_card=unknown_card,
            unsupported_media_type=unsupported_media_type,
            wrong_card_count=wrong_card_count,
            wrong_die_count=wrong_die_count,
            wrong_direction=wrong_direction,
            wrong_look_count=wrong_look_count,
            wrong_seat_count=wrong_seat_count,
        )

        return problem_params

