from enum import StrEnum

class PhaseChangedParamsPhase(StrEnum):
    AUCTION = "auction"
    ENTER = "enter"
    OVER = "over"
    RESOLVE = "resolve"
    SUPPLIES = "supplies"

    def __str__(self) -> str:
        return str(self.value)
