from enum import StrEnum

class SeatTakenOverParamsReason(StrEnum):
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
