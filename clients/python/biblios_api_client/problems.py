"""``params_of(error, code)``: a problem's ``params`` as the model of its code, typed per code
(as TypeScript's ``isProblem(error, code)`` narrows): ``params_of(error, "not_your_turn")`` is a
``NotYourTurnProblemParams | None``, None when the error is of another code (or has none).
One overload per code of openapi.yaml's ``ProblemParams``
(written by scripts/clients: support.client_types; do not edit)."""

from __future__ import annotations

from typing import Literal, TypeAlias, overload

from .errors import ApiError
from .generated.models import (
    BidTooHighProblemParamsBiblios,
    BidTooLowProblemParamsBiblios,
    BotSeatProblemParams,
    CardNotCommittableProblemParams1347,
    CardNotInHandProblemParams,
    CardNotPublicProblemParamsBiblios,
    DeckDuplicateCardProblemParamsBiblios,
    DeckGoldRemovalProblemParamsBiblios,
    DeckWrongSizeProblemParamsBiblios,
    DieOutOfRangeProblemParamsBiblios,
    DuplicateCardProblemParams,
    DuplicateNameProblemParams,
    DuplicatePositionProblemParams1347,
    ExportInvalidProblemParams,
    GameNotFoundProblemParams,
    GameNotOverProblemParams,
    IdempotencyKeyReusedProblemParams,
    IllegalActionProblemParams,
    InvalidBuildingCountsProblemParams1347,
    InvalidDeltaProblemParamsBiblios,
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
    PaymentNotGoldProblemParamsBiblios,
    PaymentTooSmallProblemParamsBiblios,
    QuotaUsedProblemParamsBiblios,
    SameDieTwiceProblemParamsBiblios,
    SeatNotTakenOverProblemParams,
    SeatResignedProblemParams,
    SeatTakenOverProblemParams,
    StaleVersionProblemParams,
    UnknownBotProblemParams,
    UnknownCardProblemParams,
    UnsupportedMediaTypeProblemParams,
    WrongCardCountProblemParams,
    WrongDieCountProblemParamsBiblios,
    WrongDirectionProblemParamsBiblios,
    WrongLookCountProblemParams1347,
    WrongSeatCountProblemParams,
)

#: Any code's params model (``ApiError.typed_params``).
ProblemParamsModel: TypeAlias = (
    BidTooHighProblemParamsBiblios
    | BidTooLowProblemParamsBiblios
    | BotSeatProblemParams
    | CardNotCommittableProblemParams1347
    | CardNotInHandProblemParams
    | CardNotPublicProblemParamsBiblios
    | DeckDuplicateCardProblemParamsBiblios
    | DeckGoldRemovalProblemParamsBiblios
    | DeckWrongSizeProblemParamsBiblios
    | DieOutOfRangeProblemParamsBiblios
    | DuplicateCardProblemParams
    | DuplicateNameProblemParams
    | DuplicatePositionProblemParams1347
    | ExportInvalidProblemParams
    | GameNotFoundProblemParams
    | GameNotOverProblemParams
    | IdempotencyKeyReusedProblemParams
    | IllegalActionProblemParams
    | InvalidBuildingCountsProblemParams1347
    | InvalidDeltaProblemParamsBiblios
    | InvalidFirstSeatProblemParams
    | InvalidLoserProblemParams1347
    | InvalidOptionProblemParams1347
    | InvalidPlayersProblemParams
    | InvalidPositionProblemParams1347
    | InvalidRowProblemParams1347
    | InvalidVariantProblemParams
    | MissingOptionProblemParams1347
    | NameReservedProblemParams
    | NotSupportedByGameProblemParams
    | NotYourTurnProblemParams
    | PaymentNotGoldProblemParamsBiblios
    | PaymentTooSmallProblemParamsBiblios
    | QuotaUsedProblemParamsBiblios
    | SameDieTwiceProblemParamsBiblios
    | SeatNotTakenOverProblemParams
    | SeatResignedProblemParams
    | SeatTakenOverProblemParams
    | StaleVersionProblemParams
    | UnknownBotProblemParams
    | UnknownCardProblemParams
    | UnsupportedMediaTypeProblemParams
    | WrongCardCountProblemParams
    | WrongDieCountProblemParamsBiblios
    | WrongDirectionProblemParamsBiblios
    | WrongLookCountProblemParams1347
    | WrongSeatCountProblemParams
)


@overload
def params_of(
    error: ApiError, code: Literal["bid_too_high"]
) -> BidTooHighProblemParamsBiblios | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["bid_too_low"]
) -> BidTooLowProblemParamsBiblios | None: ...


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
) -> CardNotPublicProblemParamsBiblios | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["deck_duplicate_card"]
) -> DeckDuplicateCardProblemParamsBiblios | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["deck_gold_removal"]
) -> DeckGoldRemovalProblemParamsBiblios | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["deck_wrong_size"]
) -> DeckWrongSizeProblemParamsBiblios | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["die_out_of_range"]
) -> DieOutOfRangeProblemParamsBiblios | None: ...


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
) -> InvalidDeltaProblemParamsBiblios | None: ...


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
) -> PaymentNotGoldProblemParamsBiblios | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["payment_too_small"]
) -> PaymentTooSmallProblemParamsBiblios | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["quota_used"]
) -> QuotaUsedProblemParamsBiblios | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["same_die_twice"]
) -> SameDieTwiceProblemParamsBiblios | None: ...


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
) -> WrongDieCountProblemParamsBiblios | None: ...


@overload
def params_of(
    error: ApiError, code: Literal["wrong_direction"]
) -> WrongDirectionProblemParamsBiblios | None: ...


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
