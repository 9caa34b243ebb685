"""``params_of(error, code)``: a problem's ``params`` as the model of its code, typed per code
(as TypeScript's ``isProblem(error, code)`` narrows): ``params_of(error, "not_your_turn")`` is a
``NotYourTurnProblemParams | None``, None when the error is of another code (or has none).
One overload per code of openapi.yaml's ``ProblemParams`` (tests/clients checks the list)."""

from __future__ import annotations

from typing import Literal, TypeAlias, overload

from .errors import ApiError
from .generated.models import (
    BidTooHighProblemParams,
    BidTooLowProblemParams,
    BotSeatProblemParams,
    CardNotCommittableProblemParams1347,
    CardNotInHandProblemParams,
    CardNotPublicProblemParams,
    DeckDuplicateCardProblemParams,
    DeckGoldRemovalProblemParams,
    DeckWrongSizeProblemParams,
    DieOutOfRangeProblemParams,
    DuplicateCardProblemParams,
    DuplicateNameProblemParams,
    DuplicatePositionProblemParams1347,
    ExportInvalidProblemParams,
    GameNotFoundProblemParams,
    GameNotOverProblemParams,
    IdempotencyKeyReusedProblemParams,
    IllegalActionProblemParams,
    InvalidBuildingCountsProblemParams1347,
    InvalidDeltaProblemParams,
    InvalidFirstSeatProblemParams,
    InvalidLoserProblemParams1347,
    InvalidOptionProblemParams1347,
    InvalidPlayersProblemParams,
    InvalidPositionProblemParams1347,
    InvalidRowProblemParams1347,
    InvalidVariantProblemParams,
    MissingOptionProblemParams1347,
    NameReservedProblemParams,
    NotSupportedByGameProblemParams,
    NotYourTurnProblemParams,
    PaymentNotGoldProblemParams,
    PaymentTooSmallProblemParams,
    QuotaUsedProblemParams,
    SameDieTwiceProblemParams,
    SeatNotTakenOverProblemParams,
    SeatResignedProblemParams,
    SeatTakenOverProblemParams,
    StaleVersionProblemParams,
    UnknownBotProblemParams,
    UnknownCardProblemParams,
    UnsupportedMediaTypeProblemParams,
    WrongCardCountProblemParams,
    WrongDieCountProblemParams,
    WrongDirectionProblemParams,
    WrongLookCountProblemParams1347,
    WrongSeatCountProblemParams,
)

#: Any code's params model (``ApiError.typed_params``).
ProblemParamsModel: TypeAlias = (
    BidTooHighProblemParams | BidTooLowProblemParams | BotSeatProblemParams |
    CardNotCommittableProblemParams1347 | CardNotInHandProblemParams |
    CardNotPublicProblemParams | DeckDuplicateCardProblemParams | DeckGoldRemovalProblemParams |
    DeckWrongSizeProblemParams | DieOutOfRangeProblemParams | DuplicateCardProblemParams |
    DuplicateNameProblemParams | DuplicatePositionProblemParams1347 | ExportInvalidProblemParams
    | GameNotFoundProblemParams | GameNotOverProblemParams | IdempotencyKeyReusedProblemParams |
    IllegalActionProblemParams | InvalidBuildingCountsProblemParams1347 |
    InvalidDeltaProblemParams | InvalidFirstSeatProblemParams | InvalidLoserProblemParams1347 |
    InvalidOptionProblemParams1347 | InvalidPlayersProblemParams |
    InvalidPositionProblemParams1347 | InvalidRowProblemParams1347 | InvalidVariantProblemParams
    | MissingOptionProblemParams1347 | NameReservedProblemParams |
    NotSupportedByGameProblemParams | NotYourTurnProblemParams | PaymentNotGoldProblemParams |
    PaymentTooSmallProblemParams | QuotaUsedProblemParams | SameDieTwiceProblemParams |
    SeatNotTakenOverProblemParams | SeatResignedProblemParams | SeatTakenOverProblemParams |
    StaleVersionProblemParams | UnknownBotProblemParams | UnknownCardProblemParams |
    UnsupportedMediaTypeProblemParams | WrongCardCountProblemParams | WrongDieCountProblemParams
    | WrongDirectionProblemParams | WrongLookCountProblemParams1347 |
    WrongSeatCountProblemParams
)  # fmt: skip


@overload
def params_of(error: ApiError, code: Literal["bid_too_high"]) -> BidTooHighProblemParams | None: ...


@overload
def params_of(error: ApiError, code: Literal["bid_too_low"]) -> BidTooLowProblemParams | None: ...


@overload
def params_of(error: ApiError, code: Literal["bot_seat"]) -> BotSeatProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["card_not_committable"]
) -> CardNotCommittableProblemParams1347 | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["card_not_in_hand"]
) -> CardNotInHandProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["card_not_public"]
) -> CardNotPublicProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["deck_duplicate_card"]
) -> DeckDuplicateCardProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["deck_gold_removal"]
) -> DeckGoldRemovalProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["deck_wrong_size"]
) -> DeckWrongSizeProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["die_out_of_range"]
) -> DieOutOfRangeProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["duplicate_card"]
) -> DuplicateCardProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["duplicate_name"]
) -> DuplicateNameProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["duplicate_position"]
) -> DuplicatePositionProblemParams1347 | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["export_invalid"]
) -> ExportInvalidProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["game_not_found"]
) -> GameNotFoundProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["game_not_over"]
) -> GameNotOverProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["idempotency_key_reused"]
) -> IdempotencyKeyReusedProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["illegal_action"]
) -> IllegalActionProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["invalid_building_counts"]
) -> InvalidBuildingCountsProblemParams1347 | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["invalid_delta"]
) -> InvalidDeltaProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["invalid_first_seat"]
) -> InvalidFirstSeatProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["invalid_loser"]
) -> InvalidLoserProblemParams1347 | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["invalid_option"]
) -> InvalidOptionProblemParams1347 | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["invalid_players"]
) -> InvalidPlayersProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["invalid_position"]
) -> InvalidPositionProblemParams1347 | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["invalid_row"]
) -> InvalidRowProblemParams1347 | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["invalid_variant"]
) -> InvalidVariantProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["missing_option"]
) -> MissingOptionProblemParams1347 | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["name_reserved"]
) -> NameReservedProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["not_supported_by_game"]
) -> NotSupportedByGameProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["not_your_turn"]
) -> NotYourTurnProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["payment_not_gold"]
) -> PaymentNotGoldProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["payment_too_small"]
) -> PaymentTooSmallProblemParams | None: ...


@overload
def params_of(error: ApiError, code: Literal["quota_used"]) -> QuotaUsedProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["same_die_twice"]
) -> SameDieTwiceProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["seat_not_taken_over"]
) -> SeatNotTakenOverProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["seat_resigned"]
) -> SeatResignedProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["seat_taken_over"]
) -> SeatTakenOverProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["stale_version"]
) -> StaleVersionProblemParams | None: ...


@overload
def params_of(error: ApiError, code: Literal["unknown_bot"]) -> UnknownBotProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["unknown_card"]
) -> UnknownCardProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["unsupported_media_type"]
) -> UnsupportedMediaTypeProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["wrong_card_count"]
) -> WrongCardCountProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["wrong_die_count"]
) -> WrongDieCountProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["wrong_direction"]
) -> WrongDirectionProblemParams | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["wrong_look_count"]
) -> WrongLookCountProblemParams1347 | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["wrong_seat_count"]
) -> WrongSeatCountProblemParams | None: ...


@overload
def params_of(error: ApiError, code: str) -> ProblemParamsModel | None: ...


def params_of(error: ApiError, code: str) -> ProblemParamsModel | None:
    """``error.typed_params`` when ``error`` is of ``code``, else None."""
    return error.typed_params if error.code == code else None
