from enum import StrEnum

class InfluenceGainedParams1347Reason(StrEnum):
    CARDS = "cards"
    FINAL_ROUND = "final_round"

    def __str__(self) -> str:
        return str(self.value)
