// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.26;

interface ITestPoolToken {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title TestPool
/// @notice A minimal constant-product pool (x * y = k, 0.3 % fee) between the native currency
/// and one ERC-20, for the AppKit emulator's swap API. For tests and demos only.
/// @dev Compiled once by emulator/scripts/compileContracts.mjs into TestPool.json.
contract TestPool {
    uint256 public constant FEE_BPS = 30;
    uint256 private constant BPS = 10_000;

    address public immutable token;
    uint256 public reserveNative;
    uint256 public reserveToken;

    event LiquidityAdded(address indexed provider, uint256 nativeAmount, uint256 tokenAmount);
    event Swapped(address indexed sender, address indexed to, bool nativeIn, uint256 amountIn, uint256 amountOut);

    constructor(address token_) {
        token = token_;
    }

    /// @notice Adds `tokenAmount` of the token (pulled with transferFrom) and msg.value to the reserves.
    function addLiquidity(uint256 tokenAmount) external payable {
        require(msg.value > 0 && tokenAmount > 0, "TestPool: zero liquidity");
        require(ITestPoolToken(token).transferFrom(msg.sender, address(this), tokenAmount), "TestPool: transfer failed");
        reserveNative += msg.value;
        reserveToken += tokenAmount;
        emit LiquidityAdded(msg.sender, msg.value, tokenAmount);
    }

    /// @notice What `amountIn` buys from reserves `reserveIn` / `reserveOut`, after the fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(amountIn > 0, "TestPool: zero input");
        require(reserveIn > 0 && reserveOut > 0, "TestPool: no liquidity");
        uint256 inWithFee = amountIn * (BPS - FEE_BPS);
        return (inWithFee * reserveOut) / (reserveIn * BPS + inWithFee);
    }

    /// @notice Sells msg.value of the native currency for at least `minAmountOut` tokens, sent to `to`.
    function swapExactETHForTokens(uint256 minAmountOut, address to) external payable returns (uint256 amountOut) {
        amountOut = getAmountOut(msg.value, reserveNative, reserveToken);
        require(amountOut >= minAmountOut, "TestPool: insufficient output amount");
        reserveNative += msg.value;
        reserveToken -= amountOut;
        require(ITestPoolToken(token).transfer(to, amountOut), "TestPool: transfer failed");
        emit Swapped(msg.sender, to, true, msg.value, amountOut);
    }

    /// @notice Sells `amountIn` tokens (pulled with transferFrom, so approve first) for at least
    /// `minAmountOut` of the native currency, sent to `to`.
    function swapExactTokensForETH(uint256 amountIn, uint256 minAmountOut, address to) external returns (uint256 amountOut) {
        amountOut = getAmountOut(amountIn, reserveToken, reserveNative);
        require(amountOut >= minAmountOut, "TestPool: insufficient output amount");
        require(ITestPoolToken(token).transferFrom(msg.sender, address(this), amountIn), "TestPool: transfer failed");
        reserveToken += amountIn;
        reserveNative -= amountOut;
        (bool sent, ) = to.call{value: amountOut}("");
        require(sent, "TestPool: native transfer failed");
        emit Swapped(msg.sender, to, false, amountIn, amountOut);
    }
}
