from enum import StrEnum

class InfluenceGainedEvent1347Type(StrEnum):
    INFLUENCE_GAINED = "influence_gained"

    def __str__(self) -> str:
        return str(self.value)
