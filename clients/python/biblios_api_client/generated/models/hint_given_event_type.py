from enum import StrEnum

class HintGivenEventType(StrEnum):
    HINT_GIVEN = "hint_given"

    def __str__(self) -> str:
        return str(self.value)
