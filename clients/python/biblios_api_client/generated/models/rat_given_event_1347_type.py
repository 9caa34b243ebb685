from enum import StrEnum

class RatGivenEvent1347Type(StrEnum):
    RAT_GIVEN = "rat_given"

    def __str__(self) -> str:
        return str(self.value)
