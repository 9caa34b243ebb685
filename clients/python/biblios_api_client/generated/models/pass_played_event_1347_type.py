from enum import StrEnum

class PassPlayedEvent1347Type(StrEnum):
    PASS_PLAYED = "pass_played"

    def __str__(self) -> str:
        return str(self.value)
