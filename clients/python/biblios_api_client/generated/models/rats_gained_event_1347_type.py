from enum import StrEnum

class RatsGainedEvent1347Type(StrEnum):
    RATS_GAINED = "rats_gained"

    def __str__(self) -> str:
        return str(self.value)
