from enum import StrEnum

class RoundStartedEvent1347Type(StrEnum):
    ROUND_STARTED = "round_started"

    def __str__(self) -> str:
        return str(self.value)
